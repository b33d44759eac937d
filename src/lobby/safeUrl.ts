/** Only http(s) URLs and same-origin paths are used as image sources or game pages (server answers are untrusted). */
export function safeHttpUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url === '' || url.length > 4096) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  return /^https?:\/\/[^/\\]/i.test(url) ? url : null;
}
