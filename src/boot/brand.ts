/**
 * The merchant's install and brand assets on the page: manifest link, apple touch icon, favicon and
 * splash image. Image URLs are applied only when they parse to the page's own origin (spec section 5);
 * anything else is ignored with a log line, so a hostile status answer cannot point the page elsewhere.
 */
import { WPS, type StatusInfo } from '../../contract/wps';

/** The page's origin when url parses to it, else null. */
export function sameOriginUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const u = new URL(url, origin);
    return u.origin === origin && (u.protocol === 'https:' || u.protocol === 'http:') ? u.href : null;
  } catch {
    return null;
  }
}

function setLink(rel: string, href: string, attrs: Record<string, string> = {}): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  for (const [k, v] of Object.entries(attrs)) link.setAttribute(k, v);
  if (link.href !== href) link.href = href;
}

/** Applies url through apply when it is on our origin; logs and skips otherwise. */
function ownOnly(what: string, url: string, origin: string, apply: (href: string) => void): void {
  const href = sameOriginUrl(url, origin);
  if (href) apply(href);
  else if (url) console.warn(`[brand] ${what} ignored: not on this site's origin`);
}

export function manifestHref(merchantCode: string, now: number): string {
  return `${WPS.manifest}?_=${now}&merchantCode=${encodeURIComponent(merchantCode)}`;
}

/** The splash logo, added once to the static splash of index.html. */
function setSplashImage(href: string): void {
  const splash = document.getElementById('splash');
  if (!splash || splash.hidden) return;
  let img = splash.querySelector<HTMLImageElement>('img.splash-logo');
  if (!img) {
    img = document.createElement('img');
    img.className = 'splash-logo';
    img.alt = '';
    img.width = 120;
    img.height = 32;
    img.decoding = 'async';
    splash.prepend(img);
  }
  img.src = href;
}

export function applyBrand(status: StatusInfo, origin = location.origin): void {
  // One manifest per merchant; a link already naming this merchant is kept, so it is fetched once.
  const current = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.getAttribute('href') ?? '';
  const code = encodeURIComponent(status.merchantCode);
  if (!current.startsWith(WPS.manifest) || !current.endsWith(`merchantCode=${code}`)) setLink('manifest', manifestHref(status.merchantCode, Date.now()));
  const p = status.mobileTemplate.params;
  ownOnly('apple touch icon', p.apple_touch_icon, origin, (href) => setLink('apple-touch-icon', href));
  ownOnly('favicon', p.pwa.icons['192'], origin, (href) => setLink('icon', href, { type: 'image/png', sizes: '192x192' }));
  ownOnly('splash image', p.h5_logo, origin, setSplashImage);
}

