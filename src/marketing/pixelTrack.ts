/**
 * pixelTrack of spec section 3: the advertising ids a visitor carries, from the query, the first-party
 * cookies (_fbc and _fbp, written for 90 days) and local storage; null when there are none.
 */
import { TRACKING_COOKIE_DAYS } from '../../contract/constants.ts';
import { isStringRecord, safeGetJSON, safeSetJSON } from '../lib/storage';
import type { S2sInfo } from '../lib/tracking';

export const PIXEL_KEY = 'MC_PIXEL_TRACK';
export type PixelTrack = Record<string, string>;

/** Query names kept as they are: click ids of the ad networks and campaign source. */
export const AD_QUERY_PARAMS = [
  'fbclid', 'ttclid', 'kwaiclid', 'gclid', 'wbraid', 'gbraid', 'twclid', 'bbg', 'cid', 'visitor_id', 'kadam_id',
  'msclkid', 'sccid', 'utm_source', 'fb_pixel_id', 'tt_pixel_id', 'kwai_pixel_id', 'bigo_pixel_id', 'gtm_id', 'gtag_id',
] as const;
/** First-party cookies read into pixelTrack (cookie name -> field). */
const COOKIES: Record<string, string> = { _fbc: 'fbc', _fbp: 'fbp', _ttp: 'ttp' };
const SANE = /^[\w.:~-]{1,512}$/;
const DAY_S = 86_400;

export function readCookies(cookie: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      out[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    } catch { /* a malformed cookie is not ours */ }
  }
  return out;
}

/** Sane ad ids of a query string. */
export function adIdsFromQuery(search: string): PixelTrack {
  const q = new URLSearchParams(search);
  const out: PixelTrack = {};
  for (const name of AD_QUERY_PARAMS) {
    const v = q.get(name);
    if (v !== null && SANE.test(v)) out[name] = v;
    else if (v) console.warn(`[marketing] ignored unsafe ${name}`);
  }
  return out;
}

/** Meta's cookie format: fb.1.{creation ms}.{fbclid or random number}. */
export const fbCookie = (now: number, tail: string): string => `fb.1.${now}.${tail}`;

export interface CaptureEnv { search: string; storage: Storage; cookie: () => string; setCookie: (c: string) => void; now: number; random: () => number; facebookPixel: boolean }

/** On landing: saves the query's ad ids and writes _fbc for a new fbclid, and _fbp once facebook is in play. */
export function captureAdIds(env: CaptureEnv): void {
  const fresh = adIdsFromQuery(env.search);
  const saved = safeGetJSON(env.storage, PIXEL_KEY, isStringRecord) ?? {};
  if (Object.keys(fresh).some((k) => saved[k] !== fresh[k])) safeSetJSON(env.storage, PIXEL_KEY, { ...saved, ...fresh });
  const cookies = readCookies(env.cookie());
  const maxAge = `; max-age=${TRACKING_COOKIE_DAYS * DAY_S}; path=/; SameSite=Lax`;
  const fbclid = fresh.fbclid;
  if (fbclid && !cookies._fbc?.endsWith(`.${fbclid}`)) env.setCookie(`_fbc=${fbCookie(env.now, fbclid)}${maxAge}`);
  const facebook = Boolean(fbclid || saved.fbclid || cookies._fbc || env.facebookPixel);
  if (facebook && !cookies._fbp) env.setCookie(`_fbp=${fbCookie(env.now, String(Math.floor(env.random() * 1e10)))}${maxAge}`);
}

export interface PixelSources { search: string; storage: Storage; cookie: string; pixelIds: Record<string, string>; gaId: string | null; s2s?: S2sInfo }

/** The mobile measurement partners' ids of s2s_info that pixelTrack names (spec section 3: appsflyer, adjust). */
const MMP_FIELDS: readonly (readonly [keyof S2sInfo, string])[] = [
  ['appsflyerId', 'appsflyer'], ['afAppId', 'afAppId'], ['adid', 'adjust'], ['adAppToken', 'adjustAppToken'],
];

/** AppsFlyer and Adjust ids the landing carried (saved for s2s_info), under their pixelTrack names. */
export function mmpIds(s2s: S2sInfo | undefined): PixelTrack {
  const out: PixelTrack = {};
  for (const [field, name] of MMP_FIELDS) {
    const v = s2s?.[field];
    if (v && SANE.test(v)) out[name] = v;
  }
  return out;
}

/** The visitor's ids (query over storage, cookies added); the merchant's pixel ids join only when the visitor has one. */
export function buildPixelTrack(s: PixelSources): PixelTrack | null {
  const out: PixelTrack = {};
  const saved = safeGetJSON(s.storage, PIXEL_KEY, isStringRecord) ?? {};
  for (const [k, v] of Object.entries({ ...saved, ...adIdsFromQuery(s.search) })) if (SANE.test(v)) out[k] = v;
  const cookies = readCookies(s.cookie);
  for (const [cookie, field] of Object.entries(COOKIES)) {
    const v = cookies[cookie];
    if (v && SANE.test(v)) out[field] = v;
  }
  Object.assign(out, mmpIds(s.s2s));
  if (Object.keys(out).length === 0) return null;
  for (const [network, id] of Object.entries(s.pixelIds)) if (SANE.test(id) && /^\w{1,32}$/.test(network)) out[`${network}PixelId`] ??= id;
  if (s.gaId && SANE.test(s.gaId)) out.gtag ??= s.gaId;
  return out;
}
