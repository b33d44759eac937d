import type { Resource } from '../../contract/wps.ts';

/** The merchant's image CDN on the request's own origin (status.imageCDNs[0]). */
export const cdnBase = (origin: string, merchantCode: string): string => `${origin}/cdn/${encodeURIComponent(merchantCode)}`;

/** A URL with a scheme or protocol-relative: another CDN or a store link, not a path on ours. */
export const isAbsoluteUrl = (path: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//');

/** Config image paths are CDN-relative; absolute URLs (another CDN, a store link) and colours (app_background's #hex) pass through. */
export function cdnUrl(base: string, path: string): string {
  return isAbsoluteUrl(path) || path.startsWith('#') ? path : `${base}/${path.replace(/^\/+/, '')}`;
}

/** Download resources with their URLs made absolute (status and the download-setting relay answer). */
export const absoluteResources = (resources: readonly Resource[], base: string): Resource[] =>
  resources.map((r) => ({ resourceType: r.resourceType, url: cdnUrl(base, r.url) }));
