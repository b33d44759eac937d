/** The download setting answer (WPSCORE_getDownloadSetting), checked field by field, with the spec's defaults. */
import { DOWNLOAD_POPUP_WAIT_S } from '../../contract/constants.ts';
import { DOWNLOAD_BAR_BANNER_GROUP, type DownloadSettings } from '../../contract/install.ts';
import type { Resource, ResourceType } from '../../contract/wps.ts';

const TYPES: readonly ResourceType[] = ['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon'];
const MAX_URL = 2048;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** An absolute http(s) URL without credentials; anything else cannot be a download link. */
export function isSafeLink(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > MAX_URL) return false;
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** Known types with safe URLs; hostile entries are dropped with a log line. */
export function parseResources(x: unknown): Resource[] {
  if (!Array.isArray(x)) return [];
  const out: Resource[] = [];
  for (const r of x) {
    if (isObject(r) && TYPES.includes(r.resourceType as ResourceType) && isSafeLink(r.url)) {
      out.push({ resourceType: r.resourceType as ResourceType, url: r.url });
    } else console.warn('[download] ignored a malformed download resource');
  }
  return out;
}

const num = (x: unknown, fallback: number, max: number): number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max ? x : fallback;

/** A plain Resource[] (the links alone) or the object form; status resources fill in when neither has links. */
export function parseDownloadSettings(value: unknown, statusResources: readonly Resource[] = []): DownloadSettings {
  const o = isObject(value) ? value : {};
  const given = parseResources(Array.isArray(value) ? value : o.resources);
  return {
    resources: given.length > 0 ? given : parseResources(statusResources),
    waitingSeconds: num(o.waitingSeconds, DOWNLOAD_POPUP_WAIT_S, 3600),
    bannerGroup: typeof o.bannerGroup === 'string' && /^[\w-]{1,64}$/.test(o.bannerGroup) ? o.bannerGroup : DOWNLOAD_BAR_BANNER_GROUP,
    requiredLogin: o.requiredLogin === true,
    minRankLevel: num(o.minRankLevel, 0, 1000),
    showInHomeScreen: o.showInHomeScreen === true,
    mandatoryUpdate: o.mandatoryUpdate === true,
  };
}
