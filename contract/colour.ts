/**
 * Colour arithmetic for the merchant's theme: parse, mix and pick colours so that text on every surface keeps a
 * WCAG contrast of at least 4.5:1 whatever the merchant configured.
 */
export type Rgb = [number, number, number];

/** #rgb or #rrggbb (case-insensitive) to [r, g, b]; null for anything else. */
export function parseHex(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export const toHex = (c: Rgb): string => `#${c.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** a moved towards b by t (0..1). */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [17, 17, 17];
export const MIN_CONTRAST = 4.5;

/** White or near-black, whichever reads better on bg (white when both pass: the usual look on a brand colour); pure
 * black for the mid tones where near-black falls short (one of white and black always reaches 4.5:1). */
export function onColour(bg: Rgb): Rgb {
  if (contrast(WHITE, bg) >= MIN_CONTRAST) return WHITE;
  if (contrast(BLACK, bg) >= MIN_CONTRAST) return BLACK;
  return contrast([0, 0, 0], bg) >= contrast(WHITE, bg) ? [0, 0, 0] : WHITE;
}

/** fg, moved towards white or black in small steps until it reads on every background given (at most to pure). */
export function readableOn(fg: Rgb, ...bgs: Rgb[]): Rgb {
  const ok = (c: Rgb): boolean => bgs.every((bg) => contrast(c, bg) >= MIN_CONTRAST);
  if (ok(fg)) return fg;
  const darkBg = bgs.every((bg) => contrast(WHITE, bg) >= contrast(BLACK, bg));
  const target = darkBg ? WHITE : BLACK;
  for (let t = 0.1; t < 1; t += 0.1) {
    const c = mix(fg, target, t);
    if (ok(c)) return c;
  }
  return target;
}
