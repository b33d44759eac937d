import type { Merchant } from '../merchants/merchant-config.ts';

const escapeXml = (s: string): string =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** Colours come from config; only #hex passes so nothing else can be injected into the markup. */
const colour = (s: string, fallback: string): string => (/^#[0-9a-fA-F]{3,8}$/.test(s) ? s : fallback);

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const text = (x: number, y: number, size: number, fill: string, value: string): string =>
  `<text x="${x}" y="${y}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(value)}</text>`;

/** 'welcome-bonus' -> 'Welcome Bonus'. */
export const titleFromSlug = (slug: string): string =>
  slug.split(/[-_]+/).filter(Boolean).map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');

export function logoSvg(m: Merchant): string {
  const { primary, text: ink } = m.config.mobileTemplate.colors;
  return svg(240, 64, `<rect width="240" height="64" rx="12" fill="${colour(primary, '#336')}"/>${text(120, 33, 26, colour(ink, '#fff'), m.name)}`);
}

export function backgroundSvg(m: Merchant): string {
  const { background, surface } = m.config.mobileTemplate.colors;
  return svg(360, 640, `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour(surface, '#223')}"/><stop offset="1" stop-color="${colour(background, '#112')}"/></linearGradient></defs><rect width="360" height="640" fill="url(#g)"/>`);
}
