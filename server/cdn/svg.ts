import type { Merchant } from '../merchants/merchant-config.ts';

/** Colours come from config; only #hex passes so nothing else can be injected into the markup. */
const colour = (s: string, fallback: string): string => (/^#[0-9a-fA-F]{3,8}$/.test(s) ? s : fallback);

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** 'welcome-bonus' -> 'Welcome Bonus'. */
export const titleFromSlug = (slug: string): string =>
  slug.split(/[-_]+/).filter(Boolean).map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');

export function backgroundSvg(m: Merchant): string {
  const { background, surface } = m.config.mobileTemplate.colors;
  return svg(360, 640, `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour(surface, '#223')}"/><stop offset="1" stop-color="${colour(background, '#112')}"/></linearGradient></defs><rect width="360" height="640" fill="url(#g)"/>`);
}
