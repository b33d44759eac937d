import { createHash } from 'node:crypto';
import type { Merchant } from '../merchants/merchant-config.ts';
import { isAbsoluteUrl } from '../services/cdn-url.ts';
import { BANNER_WIDTH, bannerArtSvg, bannerTitle } from './banner-art.ts';
import { iconArtSvg, LOGO_WIDTH, logoArtSvg } from './brand-art.ts';
import { GAME_SIZE, gameArtSvg } from './game-art.ts';
import { ImageCache } from './image-cache.ts';
import { paletteOf } from './palette.ts';
import { type Format, MIME, rasterise } from './rasterise.ts';
import { backgroundSvg, titleFromSlug } from './svg.ts';

export interface Image { body: Buffer; type: string; etag: string; negotiated: boolean }
export type ImageAnswer = { status: 200; image: Image } | { status: 400; message: string } | { status: 404 };

/** Install icon sizes (spec section 3: pwa icons 192/256/384/512; Apple's touch icon is 180): always PNG. */
const ICON_SIZES: Record<string, number> = { 'icon-192': 192, 'icon-256': 256, 'icon-384': 384, 'icon-512': 512, 'apple-touch-icon': 180 };

/** Widths a page may ask for with ?w= (1x to 3x of the tile, banner and logo boxes): a closed set bounds the cache. */
export const WIDTHS = [48, 64, 96, 128, 144, 192, 240, 288, 300, 375, 480, 750] as const;

/** Every drawn image of every merchant fits: 5 icons, a logo, ~15 banners and ~40 tiles, in two formats. */
export const cache = new ImageCache<Image>(400);

const PATH = /^(?:[a-z0-9][a-z0-9_.-]*\/)*[a-z0-9][a-z0-9_.-]*\.(png|webp|svg)$/i;

/** Every CDN-relative image the merchant's config points at: the CDN serves these and nothing else. */
function referencedStems(m: Merchant): Set<string> {
  const c = m.config;
  const p = c.mobileTemplate.params;
  return new Set([
    p.h5_logo, p.desktop_app_feature,
    ...c.relay.banners.map((b) => b.url),
    ...c.relay.gameLanes.flatMap((l) => l.cards.map((card) => card.image)),
    ...c.relay.vendors.map((v) => v.image),
    ...(c.memberContent?.promotions ?? []).map((x) => x.image),
  ].filter((x): x is string => typeof x === 'string' && !isAbsoluteUrl(x)).map((x) => x.replace(/\.(png|webp)$/i, '')));
}

interface Drawing { svg: string; width: number; kind: string }

/** The SVG for a referenced stem, or null when the merchant has no such image. */
function drawingOf(m: Merchant, stem: string): Drawing | null {
  const palette = paletteOf(m);
  const icon = ICON_SIZES[stem];
  if (icon) return { svg: iconArtSvg(palette, icon), width: icon, kind: 'icon' };
  if (!referencedStems(m).has(stem)) return null;
  if (stem === m.config.mobileTemplate.params.h5_logo.replace(/\.(png|webp)$/i, '')) return { svg: logoArtSvg(palette, m.name), width: LOGO_WIDTH, kind: 'logo' };
  const lane = m.config.relay.gameLanes.find((l) => l.cards.some((x) => x.image.startsWith(`${stem}.`)));
  const card = lane?.cards.find((x) => x.image.startsWith(`${stem}.`));
  if (lane && card) return { svg: gameArtSvg(card.displayName, lane.title), width: GAME_SIZE, kind: 'game' };
  const vendor = m.config.relay.vendors.find((v) => v.image.startsWith(`${stem}.`));
  if (vendor) return { svg: gameArtSvg(vendor.name, vendor.category), width: GAME_SIZE, kind: 'game' };
  const slug = stem.replace(/^.*\//, '');
  if (stem.startsWith('banners/')) return { svg: bannerArtSvg(palette, m.name, bannerTitle(slug)), width: BANNER_WIDTH, kind: 'banner' };
  if (stem.startsWith('games/')) return { svg: gameArtSvg(titleFromSlug(slug), ''), width: GAME_SIZE, kind: 'game' };
  return null;
}

/**
 * The image at this CDN path: drawn from an SVG template in Inter, rasterised once and kept in the cache.
 * A .png path of a banner, tile or logo answers WebP to a client that accepts it (as image CDNs do).
 */
export async function renderMerchantImage(m: Merchant, path: string, opts: { width?: string; acceptsWebp?: boolean } = {}): Promise<ImageAnswer> {
  const match = path.length <= 200 && !path.includes('..') ? PATH.exec(path) : null;
  if (!match) return { status: 400, message: 'image path must be letters, digits, - _ . and / ending in .png, .webp or .svg' };
  const ext = (match[1] ?? '').toLowerCase();
  if (ext === 'svg') {
    if (path !== m.config.mobileTemplate.params.app_background || opts.width !== undefined) return { status: 404 };
    const body = Buffer.from(backgroundSvg(m));
    return { status: 200, image: { body, type: 'image/svg+xml; charset=utf-8', etag: etagOf(body), negotiated: false } };
  }
  const drawing = drawingOf(m, path.slice(0, -ext.length - 1));
  if (!drawing) return { status: 404 };
  let width = drawing.width;
  if (opts.width !== undefined) {
    width = Number(opts.width);
    if (!/^\d{1,4}$/.test(opts.width) || !(WIDTHS as readonly number[]).includes(width) || width > drawing.width) {
      return { status: 400, message: `w must be one of ${WIDTHS.filter((w) => w <= drawing.width).join(', ')}` };
    }
  }
  const negotiated = ext === 'png' && drawing.kind !== 'icon';
  const format: Format = ext === 'webp' || (negotiated && opts.acceptsWebp) ? 'webp' : 'png';
  const { primary, surface, background, text } = m.config.mobileTemplate.colors;
  const key = JSON.stringify([drawing.kind, m.code, m.name, primary, surface, background, text, path, width, format]);
  const image = await cache.get(key, async () => {
    const body = await rasterise(drawing.svg, format, width);
    return { body, type: MIME[format], etag: etagOf(body), negotiated };
  });
  return { status: 200, image };
}

const etagOf = (body: Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
