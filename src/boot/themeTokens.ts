/** The merchant's full set of colour tokens on the page (loaded once the first screen is up; theme.ts applies the core at once). */
import type { StatusInfo } from '../../contract/wps';
import { sameOriginUrl } from './brand';
import { safeGetItem, safeSetItem } from '../lib/storage';
import { localStore } from '../lib/memoryStorage';
import { appBackground as backgroundOf, themeTokens as tokensOf } from '../../contract/theme';
import type { MobileTemplate } from '../../contract/wps';

export { DEFAULTS } from '../../contract/theme';

/** Every colour token of the template; a malformed colour is logged and replaced by the default. */
export const themeTokens = (template: MobileTemplate): Record<string, string> => tokensOf(template, (m) => console.warn(m));

/** app_background's tokens (contract/theme.ts), a malformed value logged. */
export const appBackground = (value: unknown, bg: string, origin: string): Record<string, string> => backgroundOf(value, bg, (v) => {
  try {
    return new URL(v, origin).href;
  } catch {
    return null;
  }
}, (m) => console.warn(m));

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
