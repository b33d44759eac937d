/**
 * Landing and tracking parameters of spec sections 2 and 3: what is read on landing, what is saved
 * in local storage (MC_TRACKING), what internal links carry, and the s2s_info attribution object.
 */
import { BASE } from '../../contract/routes.ts';
import { isStringRecord, safeGetItem, safeGetJSON, safeSetJSON } from './storage.ts';

export const TRACKING_KEY = 'MC_TRACKING';

/** Navigation keeps these across pages (spec section 2). */
export const CARRIED_PARAMS = [
  'affiliateCode', 'referralCode', 'r', 'inApp', 'fullscreen', 'from', 'fbclid', 'gclid', 'ttclid', 'kwaiclid',
  'bbg', 'isBgeTest', 'cid', 'kw',
] as const;

/** Server-to-server attribution ids, saved for s2s_info (spec section 3). */
const S2S_PARAMS = [
  'ad_app_token', 'gps_adid', 'adid', 'af_app_id', 'appsflyer_id', 'advertising_id', 'oaid', 'idfa', 'idfv',
] as const;

/** Every query parameter spec section 2 reads on landing. */
export const LANDING_PARAMS = [
  'affiliateCode', 'referralCode', 'r', ...S2S_PARAMS, 'homescreen', 'fullscreen', 'from', 'tid', 'inApp',
  'fbclid', 'gclid', 'ttclid', 'kwaiclid', 'bbg', 'isBgeTest', 'cid', 'kw',
] as const;

/** What captureLanding persists: carried params, s2s ids, and tid (the registration linkId). */
const SAVED_PARAMS: readonly string[] = [...CARRIED_PARAMS, ...S2S_PARAMS, 'tid'];

/** Longer or control-character values are dropped: they come from untrusted URLs. */
const MAX_VALUE_LENGTH = 512;

function sane(v: string | null): v is string {
  return v !== null && v !== '' && v.length <= MAX_VALUE_LENGTH && !/[\u0000-\u001f\u007f]/.test(v);
}

/** Picks the named params with sane values from a query string, in the order of names. */
function pick(search: string, names: readonly string[]): Record<string, string> {
  const q = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = q.get(name);
    if (sane(v)) out[name] = v;
    else if (v !== null && v !== '') console.warn(`[tracking] ignored unsafe value for "${name}"`);
  }
  return out;
}

// The last validated read: every internal link reads the saved map on each render.
let memo: { storage: Storage; raw: string; saved: Readonly<Record<string, string>> } | null = null;

/** The saved map, validated; corrupt or foreign entries read as empty. */
function savedTracking(storage: Storage): Readonly<Record<string, string>> {
  const raw = safeGetItem(storage, TRACKING_KEY);
  if (raw === null) return {};
  if (memo?.storage === storage && memo.raw === raw) return memo.saved;
  const saved = safeGetJSON(storage, TRACKING_KEY, isStringRecord);
  const out: Record<string, string> = {};
  for (const name of SAVED_PARAMS) {
    const v = saved?.[name];
    if (v !== undefined && sane(v)) out[name] = v;
  }
  // A corrupt entry is not remembered: safeGetJSON has removed it and must warn again if it returns.
  if (saved) memo = { storage, raw, saved: out };
  return out;
}

/** Saves this landing's params over the previous values and returns the merged saved map. */
export function captureLanding(search: string, storage: Storage): Record<string, string> {
  const saved = savedTracking(storage);
  const fresh = pick(search, SAVED_PARAMS);
  const merged = { ...saved, ...fresh };
  // Most landings bring nothing new; the write is synchronous and runs before the first render.
  if (Object.keys(fresh).some((name) => saved[name] !== fresh[name])) safeSetJSON(storage, TRACKING_KEY, merged);
  return merged;
}

/** Carried params of the current query, plus saved values for those missing. */
export function carriedParams(current: string, storage: Storage): URLSearchParams {
  const now = pick(current, CARRIED_PARAMS);
  const saved = savedTracking(storage);
  const out = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    const v = now[name] ?? saved[name];
    if (v !== undefined) out.set(name, v);
  }
  return out;
}

/** Adds carried params to an internal /m link; params already in href win; other links are unchanged. */
export function withTracking(href: string, current: string, storage: Storage): string {
  const next = href.charAt(BASE.length);
  if (!href.startsWith(BASE) || (next !== '' && !'/?#'.includes(next))) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const qAt = beforeHash.indexOf('?');
  const path = qAt === -1 ? beforeHash : beforeHash.slice(0, qAt);
  const own = qAt === -1 ? '' : beforeHash.slice(qAt + 1);
  const present = new URLSearchParams(own);
  const add = new URLSearchParams();
  for (const [k, v] of carriedParams(current, storage)) if (!present.has(k)) add.set(k, v);
  // The link's own query is kept verbatim so its encoding is not rewritten.
  const query = [own, add.toString()].filter((s) => s !== '').join('&');
  return path + (query ? `?${query}` : '') + hash;
}

export interface S2sInfo {
  adAppToken: string; gpsAdid: string; adid: string; afAppId: string; appsflyerId: string;
  afAdvertisingId: string; afOaid: string; idfa: string; idfv: string;
}

const S2S_FIELDS: Record<keyof S2sInfo, (typeof S2S_PARAMS)[number]> = {
  adAppToken: 'ad_app_token', gpsAdid: 'gps_adid', adid: 'adid', afAppId: 'af_app_id', appsflyerId: 'appsflyer_id',
  afAdvertisingId: 'advertising_id', afOaid: 'oaid', idfa: 'idfa', idfv: 'idfv',
};

/** s2s_info from the saved ids; a missing id is '' so the object always has every field. */
export function s2sInfo(storage: Storage): S2sInfo {
  const saved = savedTracking(storage);
  const out = {} as S2sInfo;
  for (const [field, param] of Object.entries(S2S_FIELDS) as [keyof S2sInfo, string][]) out[field] = saved[param] ?? '';
  return out;
}

export interface LandingFlags { homescreen: boolean; fullscreen: boolean; inApp: boolean; from: string; tid: string }

/** Presence flags read on landing; '0' and 'false' count as off, fullscreen is on unless it is '0'. */
export function landingFlags(search: string): LandingFlags {
  const q = new URLSearchParams(search);
  const on = (name: string): boolean => {
    const v = q.get(name);
    return v !== null && v !== '0' && v.toLowerCase() !== 'false';
  };
  const text = (name: string): string => {
    const v = q.get(name);
    return sane(v) ? v : '';
  };
  return { homescreen: on('homescreen'), fullscreen: q.get('fullscreen') !== '0', inApp: on('inApp'), from: text('from'), tid: text('tid') };
}
