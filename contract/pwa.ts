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

/**
 * The /wps paths the service worker calls, equal to contract/wps.ts's WPS (a unit test holds them together): importing
 * wps.ts would bring its relay table into the worker, about 1 KB of its 15 KB budget.
 */
export const SW_WPS = {
  status: '/wps/v2/system/status',
  country: '/wps/system/country',
  domainRoute: '/wps/system/domainRoute',
  collect: '/wps/system/collect',
  ping: '/wps/system/test/ping',
  relay: '/wps/relay/',
} as const;

/** The health check production's worker makes (answer: 200 and {}). */
export const PING_JSON_PATH = '/common/v.1.0.1/ping.json';

/** The precached page for navigations that cannot be served offline. */
export const OFFLINE_PAGE_URL = `${BASE}/offline.html`;

/**
 * The lobby's relays (rows announcements and newGameVendor of contract/relays.ts, named here so the worker need not load
 * the whole table) and the exact queries the lobby sends (relay-note): the worker's first-visit prefill asks for the same URLs.
 */
export const LOBBY_BANNERS = { path: '/wps/relay/CCSFE_getListAnnouncements', query: '?types=B&platform=M' } as const;
export const LOBBY_LANES = { path: '/wps/relay/GCSGAME_newGameVendor', query: '?platform=html5' } as const;

/** /wps answers the service worker keeps as the last good copy, so the lobby renders offline. */
export const LAST_GOOD_PATHS: readonly string[] = [SW_WPS.status, SW_WPS.country, LOBBY_BANNERS.path, LOBBY_LANES.path];

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
  if (!LAST_GOOD_PATHS.includes(path) || date.length > 40 || Number.isNaN(Date.parse(date))) return null;
  return { type, path, date };
}
