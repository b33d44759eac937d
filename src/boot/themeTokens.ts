/** The merchant's full set of colour tokens (loaded once the first screen is up; theme.ts applies the core at once). */
import type { StatusInfo } from '../../contract/wps';
import { sameOriginUrl } from './brand';
import { safeGetItem, safeSetItem } from '../lib/storage';
import { localStore } from '../lib/memoryStorage';
import { BLACK, mix, onColour, parseHex, readableOn, toHex, WHITE, type Rgb } from './colour';

/** The default palette (index.html :root), used for any colour the merchant left out or sent malformed. */
export const DEFAULTS = { primary: '#1f6feb', background: '#0d1526', surface: '#16213a', text: '#f2f5fa' };
const ACCENT: Rgb = [245, 197, 24];
const DANGER: Rgb = [198, 40, 40];
const SUCCESS: Rgb = [27, 127, 59];

function colourOf(name: string, value: unknown, fallback: string): Rgb {
  const c = parseHex(value);
  if (c) return c;
  if (value) console.warn(`[theme] ${name} colour ignored: not #rgb or #rrggbb`);
  return parseHex(fallback)!;
}

/**
 * Every colour token from the merchant's four template colours and app_desc_font_color: on-colours, muted text,
 * links and the description colour are derived or corrected so each pair a page uses reads at 4.5:1 or more.
 */
export function themeTokens(template: StatusInfo['mobileTemplate']): Record<string, string> {
  const c = template.colors ?? DEFAULTS;
  const primary = colourOf('primary', c.primary, DEFAULTS.primary);
  const bg = colourOf('background', c.background, DEFAULTS.background);
  const surface = colourOf('surface', c.surface, DEFAULTS.surface);
  const dark = onColour(bg) === WHITE;
  const surface2 = mix(surface, dark ? WHITE : BLACK, 0.06);
  const text = readableOn(colourOf('text', c.text, DEFAULTS.text), bg, surface, surface2);
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
 * through the column under a veil of the template background, so text keeps its contrast. Anything else is logged. */
export function appBackground(value: unknown, bg: string, origin: string): Record<string, string> {
  if (typeof value !== 'string' || value.trim() === '') return {};
  if (parseHex(value)) return { '--app-bg-c': value.trim() };
  try {
    const u = new URL(value, origin);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(u.protocol);
    return { '--app-bg-i': `url("${u.href.replace(/["\\\n\r]/g, encodeURIComponent)}")`, '--c-root': `${bg}e6` };
  } catch {
    console.warn('[theme] app_background ignored: neither a #hex colour nor an http(s) URL');
    return {};
  }
}

const BACKGROUND_TOKENS = ['--app-bg-c', '--app-bg-i', '--c-root'];

/** Every token, the page background and the brand kept for the next visit's static shell. */
export function applyTokens(status: StatusInfo, origin: string): Record<string, string> {
  const root = document.documentElement;
  const tokens = themeTokens(status.mobileTemplate);
  Object.assign(tokens, appBackground(status.mobileTemplate.params?.app_background, tokens['--c-bg']!, origin));
  for (const k of BACKGROUND_TOKENS) if (!(k in tokens)) root.style.removeProperty(k);
  for (const [k, v] of Object.entries(tokens)) root.style.setProperty(k, v);
  rememberBrand(status, tokens, origin);
  return tokens;
}

/** The last visit's brand in local storage: the inline script of index.html's static shell paints it before any module runs. */
export const BRAND_KEY = 'MC_BRAND';

/** What the static shell shows: the name, the logo URL and the colour tokens of src/boot/theme.ts. */
export interface StoredBrand { n: string; l: string; v: Record<string, string> }

/** Keeps this merchant's brand for the next visit's static shell (written only when it changed). */
export function rememberBrand(status: StatusInfo, tokens: Record<string, string>, origin = location.origin): void {
  const logo = sameOriginUrl(status.mobileTemplate.params.h5_logo, origin) ?? '';
  const v = Object.fromEntries(Object.entries(tokens).filter(([k]) => k.startsWith('--')));
  const value = JSON.stringify({ n: status.merchantName, l: logo, v } satisfies StoredBrand);
  if (safeGetItem(localStore(), BRAND_KEY) !== value) safeSetItem(localStore(), BRAND_KEY, value);
}
