/**
 * The status answer (contract/wps.ts StatusWire, production's nesting) mapped to the flat StatusInfo the stores use.
 * Production leaves out Tessera's extra fields and its template's shape is unseen, so every field the app reads gets
 * a safe default: only a missing merchant code makes the answer unusable.
 */
import type { StatusInfo } from '../../contract/wps.ts';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

const S = '';
const F = false;
/**
 * Every object a reader dereferences, and every string a reader calls a method on or shows. Leaves left out (colours,
 * other template texts, captcha switches, provider settings) are read defensively where used.
 */
const SHAPE = {
  merchantCode: S, merchantName: S, customerService: [{}], domainRoute: {},
  mobileTemplate: {
    name: S, colors: {},
    params: { h5_logo: S, desktop_app_feature: S, pwa: { title: S, icons: { 192: S, 256: S, 384: S, 512: S } } },
  },
  register: { captcha: {} }, resources: [{}], whitelabelVal: {}, mainDomain: S, imageCDNs: [S], sms: {}, messagingApp: {},
  gw: {}, analytics: { pixelIds: {} },
  maintenance: F, maintenanceEnd: null, regionRestriction: F, ip: S, defaultLanguage: S, affiliateCode: S,
};

/**
 * x in shape's form: a missing or mistyped field takes shape's value (a list keeps only items of its sample's type;
 * null stands for an optional string); fields shape does not name pass through as sent.
 */
function fit(shape: unknown, x: unknown): unknown {
  if (Array.isArray(shape)) return Array.isArray(x) ? x.filter((e) => e !== null && typeof e === typeof shape[0]) : [];
  if (isObject(shape)) {
    const o = isObject(x) ? x : {};
    const out: Obj = { ...o };
    for (const k in shape) out[k] = fit(shape[k], o[k]);
    return out;
  }
  if (shape === null) return typeof x === 'string' ? x : null;
  return typeof x === typeof shape ? x : shape;
}

/** Language codes from a list of codes or of {code} items, or a comma-separated text [inferred: production's form unseen]. */
function languageList(x: unknown): string[] {
  const list = typeof x === 'string' ? x.split(',') : Array.isArray(x) ? x.map((e) => (isObject(e) ? e.code : e)) : [];
  return list.filter((e): e is string => typeof e === 'string' && e.trim() !== '').map((e) => e.trim().toUpperCase());
}

/** The flat status, or null (logged) when the answer names no merchant. A flat answer (an older server) is read as well. */
export function toStatusInfo(x: unknown): StatusInfo | null {
  const info = isObject(x) ? (isObject(x.info) ? x.info : x) : null;
  if (!info || typeof info.merchantCode !== 'string' || !info.merchantCode) {
    console.error('[status] answer without a merchant code ignored', x);
    return null;
  }
  const top = x as Obj;
  const ip = isObject(top.location) ? top.location.ip : info.ip;
  const s = fit(SHAPE, { ...info, maintenance: top.maintenance, maintenanceEnd: top.maintenanceEnd, regionRestriction: top.regionRestriction, ip }) as StatusInfo;
  const t = s.mobileTemplate;
  s.languages = languageList(info.languages ?? info.language);
  s.defaultLanguage = (s.defaultLanguage || s.languages[0] || 'EN').toUpperCase();
  s.merchantName ||= t.params.pwa.title || t.name || s.merchantCode;
  s.gw.GEETEST_VERSION ||= /^v?4/.test(String(info.geetestSdkVersion)) ? 'v4' : 'v3';
  return s;
}
