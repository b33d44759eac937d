import type { Merchant } from '../merchants/merchant-config.ts';
import { isAbsoluteUrl } from '../services/cdn-url.ts';
import { bannerPng, gameCardPng, iconPng, logoPng } from './demo-art.ts';
import { backgroundSvg, titleFromSlug } from './svg.ts';

export interface Image { body: string | Buffer; type: string }

/** Install icon sizes (spec section 3: pwa icons 192/256/384/512; Apple's touch icon is 180). */
const PNG_SIZES: Record<string, number> = {
  'icon-192.png': 192, 'icon-256.png': 256, 'icon-384.png': 384, 'icon-512.png': 512, 'apple-touch-icon.png': 180,
};

const SVG = 'image/svg+xml';
const PNG = 'image/png';
const slugOf = (path: string): string => path.replace(/^.*\//, '').replace(/\.png$/, '');

/** Every CDN-relative image the merchant's config points at: the CDN serves these and nothing else. */
function referencedPaths(m: Merchant): Set<string> {
  const c = m.config;
  const p = c.mobileTemplate.params;
  return new Set([
    p.h5_logo, p.app_background, p.desktop_app_feature,
    ...c.relay.banners.map((b) => b.url),
    ...c.relay.gameLanes.flatMap((l) => l.cards.map((card) => card.image)),
    ...c.relay.vendors.map((v) => v.image),
  ].filter((x) => !isAbsoluteUrl(x)));
}

/**
 * Draws the image at this CDN path, or null when the merchant has no such image. The logo, banners,
 * game cards and vendor images are PNG, as a real merchant CDN serves them (an SVG with text is laid
 * out on the page's main thread); the background, shapes only, stays SVG.
 */
export function renderMerchantImage(m: Merchant, path: string): Image | null {
  const size = PNG_SIZES[path];
  if (size) return { body: iconPng(m, size), type: PNG };
  if (path === 'logo.png') return { body: logoPng(m), type: PNG };
  if (path === 'background.svg') return { body: backgroundSvg(m), type: SVG };
  if (!referencedPaths(m).has(path)) return null;
  if (path.startsWith('banners/')) return { body: bannerPng(m, titleFromSlug(slugOf(path))), type: PNG };
  const card = m.config.relay.gameLanes.flatMap((l) => l.cards).find((x) => x.image === path);
  if (card) return { body: gameCardPng(m, card.displayName, card.vendor), type: PNG };
  const vendor = m.config.relay.vendors.find((v) => v.image === path);
  if (vendor) return { body: gameCardPng(m, vendor.name, vendor.vendor), type: PNG };
  if (path.startsWith('games/')) return { body: gameCardPng(m, titleFromSlug(slugOf(path)), ''), type: PNG };
  return null;
}
