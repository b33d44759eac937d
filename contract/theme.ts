/**
 * The merchant's colour tokens from its template: pure, so the page (src/boot/themeTokens.ts) and the server's
 * first-visit shell (server/static/brand-slot.ts) derive the same colours.
 */
import type { MobileTemplate } from './wps.ts';
import { BLACK, mix, onColour, parseHex, readableOn, toHex, WHITE, type Rgb } from './colour.ts';

/** The default palette (index.html :root), used for any colour the merchant left out or sent malformed. */
export const DEFAULTS = { primary: '#1f6feb', background: '#0d1526', surface: '#16213a', text: '#f2f5fa' };
const ACCENT: Rgb = [245, 197, 24];
const DANGER: Rgb = [198, 40, 40];
const SUCCESS: Rgb = [27, 127, 59];

/** Where a malformed colour is reported (the contract has no console: the caller passes its logger). */
export type Warn = (message: string) => void;

function colourOf(name: string, value: unknown, fallback: string, warn?: Warn): Rgb {
  const c = parseHex(value);
  if (c) return c;
  if (value) warn?.(`[theme] ${name} colour ignored: not #rgb or #rrggbb`);
  return parseHex(fallback)!;
}

/**
 * Every colour token from the merchant's four template colours and app_desc_font_color: on-colours, muted text,
 * links and the description colour are derived or corrected so each pair a page uses reads at 4.5:1 or more.
 */
export function themeTokens(template: MobileTemplate, warn?: Warn): Record<string, string> {
  const c = template.colors ?? DEFAULTS;
  const primary = colourOf('primary', c.primary, DEFAULTS.primary, warn);
  const bg = colourOf('background', c.background, DEFAULTS.background, warn);
  const surface = colourOf('surface', c.surface, DEFAULTS.surface, warn);
  const dark = onColour(bg) === WHITE;
  const surface2 = mix(surface, dark ? WHITE : BLACK, 0.06);
  const text = readableOn(colourOf('text', c.text, DEFAULTS.text, warn), bg, surface, surface2);
  const desc = parseHex(template.params?.app_desc_font_color);
  return {
    '--c-primary': toHex(primary),
    '--c-on-primary': toHex(onColour(primary)),
    '--c-bg': toHex(bg),
    '--c-surface': toHex(surface),
    '--c-surface-2': toHex(surface2),
    '--c-text': toHex(text),
    '--c-muted': toHex(readableOn(mix(text, surface, 0.3), bg, surface, surface2)),
    '--c-border': toHex(mix(surface, text, 0.2)),
    '--c-link': toHex(readableOn(primary, bg, surface)),
    '--c-accent': toHex(ACCENT),
    '--c-on-accent': toHex(onColour(ACCENT)),
    '--c-danger': toHex(DANGER),
    '--c-on-danger': toHex(onColour(DANGER)),
    '--c-danger-text': toHex(readableOn([255, 107, 107], bg, surface)),
    '--c-success': toHex(SUCCESS),
    '--c-on-success': toHex(onColour(SUCCESS)),
    '--c-desc': toHex(readableOn(desc ?? mix(text, surface, 0.3), bg, surface)),
    '--c-accent-text': toHex(readableOn(ACCENT, bg, surface)),
    'color-scheme': dark ? 'dark' : 'light',
  };
}

/** app_background's tokens: a #hex colour fills the page around the column; an http(s) image fills the page and shows
 * through the column under a veil of the template background, so text keeps its contrast. `resolve` is the caller's
 * URL parser (the contract has none): the absolute http(s) address of a value, or null. Anything else is reported. */
export function appBackground(value: unknown, bg: string, resolve: (value: string) => string | null, warn?: Warn): Record<string, string> {
  if (typeof value !== 'string' || value.trim() === '') return {};
  if (parseHex(value)) return { '--app-bg-c': value.trim() };
  const href = resolve(value.trim());
  if (href === null || !/^https?:\/\//i.test(href)) {
    warn?.('[theme] app_background ignored: neither a #hex colour nor an http(s) URL');
    return {};
  }
  return { '--app-bg-i': `url("${href.replace(/["\\\n\r]/g, encodeURIComponent)}")`, '--c-root': `${bg}e6` };
}
