/** The merchant's image CDN on the request's own origin (status.imageCDNs[0]). */
export const cdnBase = (origin: string, merchantCode: string): string => `${origin}/cdn/${encodeURIComponent(merchantCode)}`;

/** Config image paths are CDN-relative; absolute URLs (another CDN, a store link) pass through. */
export function cdnUrl(base: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return `${base}/${path.replace(/^\/+/, '')}`;
}
