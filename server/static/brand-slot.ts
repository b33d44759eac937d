import { appBackground, themeTokens } from '../../contract/theme.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { cdnBase, cdnUrl } from '../services/cdn-url.ts';

const BRAND_SLOT = '<!--brand-->';
/** Text and attribute values for the shell, as numeric references (page-shell.ts writes with it too). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The static shell in the merchant's colours, background, logo and name, before any script runs; index.html's inline
 * script applies the brand a visit kept only where this slot is empty (the service worker's copy of the page).
 * Only hex colours, an http(s) background and an http(s) or CDN logo get in.
 */
export function injectBrand(html: string, merchant: Merchant | null, origin: string, warn: (line: string) => void): string {
  if (!merchant || !html.includes(BRAND_SLOT)) return html;
  const template = merchant.config.mobileTemplate;
  const report = (m: string): void => warn(`${merchant.code}: ${m}`);
  const tokens = themeTokens(template, report);
  // The page background too: the static shell then paints what the app will, without the last visit's copy.
  const base = cdnBase(origin, merchant.code);
  const background = template.params?.app_background;
  const resolve = (v: string): string | null => URL.canParse(v, origin) ? new URL(v, origin).href : null;
  Object.assign(tokens, appBackground(typeof background === 'string' ? cdnUrl(base, background.trim()) : background, tokens['--c-bg']!, resolve, report));
  const css = Object.entries(tokens).map(([k, v]) => `${k}:${v}`).join(';');
  const logoPath = template.params?.h5_logo ?? '';
  const logo = logoPath ? cdnUrl(base, logoPath) : '';
  const name = escapeHtml(merchant.name);
  const img = /^https?:\/\//.test(logo) ? `<img src="${escapeHtml(logo)}" width="96" height="32" alt="" decoding="async">` : '';
  const slot = img ? `${img}<span class="sr-only">${name}</span>` : `<span>${name}</span>`;
  return html.replace(BRAND_SLOT, slot).replace('</head>', `<style>:root{${css}}</style></head>`);
}
