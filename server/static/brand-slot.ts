import { themeTokens } from '../../contract/theme.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { cdnBase, cdnUrl } from '../services/cdn-url.ts';

const BRAND_SLOT = '<!--brand-->';
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A first visit's static shell in the merchant's colours, logo and name, before any script runs (a returning
 * visitor's inline script then applies the brand it kept). Only hex colours and an http(s) or CDN logo get in.
 */
export function injectBrand(html: string, merchant: Merchant | null, origin: string, warn: (line: string) => void): string {
  if (!merchant || !html.includes(BRAND_SLOT)) return html;
  const template = merchant.config.mobileTemplate;
  const tokens = themeTokens(template, (m) => warn(`${merchant.code}: ${m}`));
  const css = Object.entries(tokens).map(([k, v]) => `${k}:${v}`).join(';');
  const logoPath = template.params?.h5_logo ?? '';
  const logo = logoPath ? cdnUrl(cdnBase(origin, merchant.code), logoPath) : '';
  const name = escapeHtml(merchant.name);
  const img = /^https?:\/\//.test(logo) ? `<img src="${escapeHtml(logo)}" width="96" height="32" alt="" decoding="async">` : '';
  const slot = img ? `${img}<span class="sr-only">${name}</span>` : `<span>${name}</span>`;
  return html.replace(BRAND_SLOT, slot).replace('</head>', `<style>:root{${css}}</style></head>`);
}
