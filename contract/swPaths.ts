/** The paths the service worker calls and keeps (its own list, apart from contract/pwa.ts so the page never ships them). */
import { BASE } from './routes.ts';

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

/** The lanes' games (rows hotGames and gameList): the lobby fills its lanes from them. */
export const LOBBY_GAMES: readonly string[] = ['/wps/relay/GCSGAME_hotGamesV2', '/wps/relay/GCSGAME_gameList'];

/** /wps answers the service worker keeps as the last good copy, so the lobby renders offline. */
export const LAST_GOOD_PATHS: readonly string[] = [SW_WPS.status, SW_WPS.country, LOBBY_BANNERS.path, LOBBY_LANES.path, ...LOBBY_GAMES];
