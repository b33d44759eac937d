import type { Merchant } from '../merchants/merchant-config.ts';

/** Colours come from config; only #hex passes so nothing else can be injected into the markup. */
const colour = (s: string, fallback: string): string => (/^#[0-9a-fA-F]{3,8}$/.test(s) ? s : fallback);

/** Text from config or a path goes into markup escaped, so a name can never add an element. */
export const escapeXml = (s: string): string =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? '');

export const svgDoc = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** Words a slug cannot spell right by capitalising. */
const SPELLING: Record<string, string> = { ios: 'iOS', vip: 'VIP', pvp: 'PvP' };

/** 'welcome-bonus' -> 'Welcome Bonus', 'popup-ios' -> 'Popup iOS'. */
export const titleFromSlug = (slug: string): string =>
  slug.split(/[-_]+/).filter(Boolean).map((w) => SPELLING[w.toLowerCase()] ?? w[0]?.toUpperCase() + w.slice(1)).join(' ');

/**
 * The title in one line at the largest size from max down to min that fits, else in two lines split at the
 * word break that balances them best (a long game name stays legible on a small tile).
 */
export function fitLines(text: string, width: number, max: number, min: number): { lines: string[]; size: number } {
  const one = fitFontSize(text, width, max, min);
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2 || fitFontSize(text, width, max, 0) >= min) return { lines: [clipText(text, width, one)], size: one };
  const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')] as const);
  const [a, b] = splits.reduce((best, s) => (Math.max(s[0].length, s[1].length) < Math.max(best[0].length, best[1].length) ? s : best));
  const size = Math.min(fitFontSize(a, width, max, min), fitFontSize(b, width, max, min));
  return { lines: [clipText(a, width, size), clipText(b, width, size)], size };
}

/** The largest font size up to max at which the text fits width, from Inter's mean advance per character. */
export function fitFontSize(text: string, width: number, max: number, min: number, advance = 0.62): number {
  return Math.max(min, Math.min(max, Math.floor(width / (Math.max(1, [...text].length) * advance))));
}

/** Cuts text that would not fit at the smallest size, with an ellipsis. */
export function clipText(text: string, width: number, size: number, advance = 0.62): string {
  const room = Math.floor(width / (size * advance));
  const chars = [...text];
  return chars.length <= room ? text : `${chars.slice(0, Math.max(1, room - 1)).join('').trimEnd()}…`;
}

export function backgroundSvg(m: Merchant): string {
  const { background, surface } = m.config.mobileTemplate.colors;
  return svgDoc(360, 640, `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour(surface, '#223')}"/><stop offset="1" stop-color="${colour(background, '#112')}"/></linearGradient></defs><rect width="360" height="640" fill="url(#g)"/>`);
}
