/** Offline and update vocabulary shared by the build, the service worker and the page. */
import { BASE } from './routes.ts';

/** Emitted by the build, fetched no-cache by the page: the asset hash of spec sections 4 and 9. */
export const ASSET_MANIFEST_FILE = 'asset-manifest.json';
export const ASSET_MANIFEST_URL = `${BASE}/${ASSET_MANIFEST_FILE}`;

export interface AssetManifest {
  hash: string;
}

const HASH_PATTERN = /^[0-9a-f]{8,64}$/;

/** The manifest when `data` is exactly `{hash}` with a hex hash, else null (never throws). */
export function parseAssetManifest(data: unknown): AssetManifest | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const hash = (data as Record<string, unknown>).hash;
  return typeof hash === 'string' && HASH_PATTERN.test(hash) ? { hash } : null;
}

/** Header on an answer served from the last good copy: when it was fetched (ISO 8601). */
export const SW_CACHE_DATE_HEADER = 'X-SW-Cache-Date';

/** Messages the service worker sends to pages (the other direction is SW_MESSAGES). */
export const SW_NOTICES = {
  lastGood: 'SW_LAST_GOOD',
} as const;

/** Sent to the page whose request was answered from the last good copy. */
export interface SwLastGoodNotice {
  type: typeof SW_NOTICES.lastGood;
  path: string;
  date: string;
}

/** The notice when `data` has exactly that shape with a known path and a valid date, else null. */
export function parseLastGoodNotice(data: unknown): SwLastGoodNotice | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { type, path, date } = data as Record<string, unknown>;
  if (type !== SW_NOTICES.lastGood || typeof path !== 'string' || typeof date !== 'string') return null;
  // The kinds the worker keeps (status, country, public relays; contract/swPaths.ts, out of the page's first screen).
  if (!/^\/wps\/(v2\/system\/status|system\/country|relay\/[A-Za-z0-9]{1,40}_[A-Za-z0-9]{1,60})$/.test(path) || date.length > 40 || Number.isNaN(Date.parse(date))) return null;
  return { type, path, date };
}
