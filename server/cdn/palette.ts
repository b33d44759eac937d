import type { Merchant } from '../merchants/merchant-config.ts';

export type Rgb = readonly [number, number, number];

/** '#1e6fd9', '#18f' (an alpha digit pair or digit is ignored) -> [r, g, b]; anything else is the fallback, never an error. */
export function parseHexColor(hex: string, fallback: Rgb = [128, 128, 128]): Rgb {
  const h = hex.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(h)) return fallback;
  const full = h.length <= 4 ? [...h.slice(0, 3)].map((x) => x + x).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

export const toHex = (c: Rgb): string => `#${c.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** a at t = 0, b at t = 1. */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * Math.min(1, Math.max(0, t))) as unknown as Rgb;

/** Towards white for amount > 0, towards black for amount < 0, as #hex. */
export const shade = (c: Rgb, amount: number): string => toHex(mix(c, amount > 0 ? [255, 255, 255] : [0, 0, 0], Math.abs(amount)));

/** Rotates the hue by degrees, keeping lightness and saturation: a second colour that still belongs to the brand. */
export function rotateHue(c: Rgb, degrees: number): Rgb {
  const [r, g, b] = c.map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return c;
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  return [0, 8, 4].map((n) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)))) as unknown as Rgb;
}

/** The merchant's colours as #hex, parsed rather than trusted: only #hex can reach the SVG markup. */
export interface Palette { primary: Rgb; surface: Rgb; background: Rgb; ink: Rgb }

export function paletteOf(m: Merchant): Palette {
  const { primary, surface, background, text } = m.config.mobileTemplate.colors;
  return {
    primary: parseHexColor(primary, [0x33, 0x33, 0x66]),
    surface: parseHexColor(surface, [0x22, 0x22, 0x33]),
    background: parseHexColor(background, [0x11, 0x11, 0x22]),
    ink: parseHexColor(text, [0xff, 0xff, 0xff]),
  };
}

/** Small deterministic number from a string, so each title gets its own hue and highlight positions. */
export const hashOf = (s: string): number => [...s].reduce((h, ch) => (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0, 7);

/** hsl(h, s %, l %) as #hex: each game gets its own hue at the same saturation and depth. */
export function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const k = (n: number): number => (n + h / 30) % 12;
  return toHex([0, 8, 4].map((n) => 255 * (l / 100 - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)))) as unknown as Rgb);
}

const luminance = (c: Rgb): number => {
  const [r, g, b] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours (1 to 21). */
export const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The merchant's text colour where it reads on bg (4.5:1), else near-black or white, whichever reads better. */
export const readableOn = (bg: Rgb, ink: Rgb): string =>
  contrast(bg, ink) >= 4.5 ? toHex(ink) : contrast(bg, [255, 255, 255]) >= contrast(bg, [20, 20, 36]) ? '#ffffff' : '#141424';
