import type { Merchant } from '../merchants/merchant-config.ts';
import { drawText, fitText } from './bitmap-font.ts';
import { parseHexColor, type Rgb } from './png.ts';
import { linear, mix, Raster, shade } from './raster.ts';

/**
 * The merchants' install icons, logo, banners and game cards as PNG, like a real merchant CDN serves them:
 * an SVG with text is a document Chromium lays out and paints on the page's main thread, a PNG is only decoded.
 */

interface Palette { primary: Rgb; surface: Rgb; ink: Rgb }

/** Config colours are parsed, never trusted: anything but #hex falls back to the default look (as in svg.ts). */
function palette(m: Merchant): Palette {
  const { primary, surface, text } = m.config.mobileTemplate.colors;
  return {
    primary: parseHexColor(primary, [0x33, 0x33, 0x66]),
    surface: parseHexColor(surface, [0x22, 0x22, 0x33]),
    ink: parseHexColor(text, [0xff, 0xff, 0xff]),
  };
}

/** Small deterministic number from a string, so each title gets its own highlight positions. */
const hash = (s: string): number => [...s].reduce((h, ch) => (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0, 7);

/** The base paint with translucent discs [cx, cy, r, alpha] of colour c over it (edges anti-aliased). */
const glow = (base: (x: number, y: number) => Rgb, c: Rgb, spots: [number, number, number, number][]) => (x: number, y: number): Rgb => {
  let out = base(x, y);
  for (const [cx, cy, rad, a] of spots) {
    const edge = rad + 0.5 - Math.sqrt((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2);
    if (edge > 0) out = mix(out, c, a * Math.min(1, edge));
  }
  return out;
};

/** Rendered images by merchant, colours and drawn text; drawn per request otherwise. Oldest out first. */
const memo = new Map<string, Buffer>();
const MEMO_LIMIT = 300;

function memoised(key: string, draw: () => Buffer): Buffer {
  const known = memo.get(key);
  if (known) return known;
  const png = draw();
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value ?? '');
  memo.set(key, png);
  return png;
}

const keyOf = (kind: string, m: Merchant, ...texts: string[]): string => {
  const { primary, surface, text } = m.config.mobileTemplate.colors;
  return JSON.stringify([kind, m.code, primary, surface, text, ...texts]);
};

/** 750x250: the brand-coloured panel on the surface colour, with the title and the merchant's name. */
export function bannerPng(m: Merchant, title: string): Buffer {
  return memoised(keyOf('banner', m, m.name, title), () => {
    const { primary, surface, ink } = palette(m);
    const r = new Raster(750, 250);
    r.fill(linear(shade(surface, 0.12), shade(surface, -0.2), 0, 0, 0, 250));
    // The panel is the brand colour on the left, darkening to the right; soft highlights in the text
    // colour give it texture, placed by the title so banners differ.
    const h = hash(title);
    const panel = glow(linear(primary, shade(primary, -0.35), 120, 20, 730, 230), ink, [
      [560 + (h % 120), 40 + ((h >> 7) % 60), 90 + ((h >> 13) % 40), 0.1],
      [260 + ((h >> 3) % 140), 220 + ((h >> 9) % 30), 50 + ((h >> 17) % 30), 0.07],
    ]);
    r.roundRect(20, 20, 710, 210, 24, panel);
    const shadow = shade(primary, -0.55);
    const head = fitText(title, 660, 8, 3);
    drawText(r, head.text, 375, 105, head.scale, ink, shadow);
    const name = fitText(m.name, 600, 4, 2);
    drawText(r, name.text, 375, 182, name.scale, mix(ink, primary, 0.15), shadow);
    return r.png();
  });
}

/** The card's initials: first letters of the first two words, or the first two characters of one word. */
const initials = (title: string): string => {
  const words = title.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((w) => [...w][0] ?? '').join('') : [...(words[0] ?? '')].slice(0, 2).join('')).toUpperCase();
};

/** 300x300: initials on a brand-coloured disc above the game's title and its vendor. */
export function gameCardPng(m: Merchant, title: string, vendor: string): Buffer {
  return memoised(keyOf('card', m, title, vendor), () => {
    const { primary, surface, ink } = palette(m);
    const r = new Raster(300, 300);
    r.fill(linear(shade(surface, 0.15), shade(surface, -0.25), 0, 0, 0, 300));
    r.disc(150, 120, 78, ink, 0.18);
    // Brand colour on the upper left half of the disc, darker towards the lower right, like a lit coin.
    r.disc(150, 120, 70, linear(primary, shade(primary, -0.35), 150, 120, 220, 190));
    r.disc(125, 95, 30, ink, 0.1);
    const shadow = shade(primary, -0.6);
    drawText(r, initials(title), 150, 122, 8, ink, shadow);
    const name = fitText(title, 280, 3, 2);
    drawText(r, name.text, 150, 226, name.scale, ink, shade(surface, -0.5));
    const maker = fitText(vendor, 280, 2, 1);
    drawText(r, maker.text, 150, 264, maker.scale, mix(ink, surface, 0.35));
    return r.png();
  });
}

/**
 * A size x size install icon: the brand colour with a disc in the text colour. The disc (40 % of the size
 * across) stays inside the maskable safe zone, so one icon serves "any" and "maskable" launchers.
 */
export function iconPng(m: Merchant, size: number): Buffer {
  return memoised(keyOf('icon', m, String(size)), () => {
    const { primary, ink } = palette(m);
    const r = new Raster(size, size);
    r.fill(primary);
    r.disc(size / 2, size / 2, size * 0.2, ink);
    return r.png();
  });
}

/** 240x64: the merchant's name on a brand-coloured plate (a logo in the header and the splash). */
export function logoPng(m: Merchant): Buffer {
  return memoised(keyOf('logo', m, m.name), () => {
    const { primary, ink } = palette(m);
    const r = new Raster(240, 64);
    r.fill(linear(shade(primary, 0.1), shade(primary, -0.25), 0, 0, 240, 64));
    const name = fitText(m.name, 216, 4, 1);
    drawText(r, name.text, 120, 33, name.scale, ink, shade(primary, -0.55));
    return r.png();
  });
}
