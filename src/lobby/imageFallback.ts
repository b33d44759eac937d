/**
 * Images come from the merchant's image CDNs (status.imageCDNs); when one fails, the same path is
 * tried on the next CDN, and after the last one the page draws a placeholder.
 */
export function nextImageUrl(url: string, cdns: readonly string[]): string | null {
  const i = cdns.findIndex((base) => base !== '' && url.startsWith(`${base.replace(/\/+$/, '')}/`));
  if (i === -1) return null;
  const from = (cdns[i] as string).replace(/\/+$/, '');
  const next = cdns.slice(i + 1).find((base) => base !== '');
  return next === undefined ? null : next.replace(/\/+$/, '') + url.slice(from.length);
}
