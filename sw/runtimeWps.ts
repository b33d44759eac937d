/**
 * /wps answers: network only, except the safe list (status, country, announcements, lobby lanes), whose last
 * good answer is kept and served, marked with its date, when the network cannot be reached or the server
 * answers 5xx (a database outage). Copies are keyed on the path and the query the page really sends.
 */
import { fnv1a } from '../contract/fnv1a.ts';
import { SW_CACHE_DATE_HEADER, SW_NOTICES, type SwLastGoodNotice } from '../contract/pwa.ts';
import { LAST_GOOD_PATHS, LOBBY_BANNERS, LOBBY_GAMES, LOBBY_LANES, SW_WPS } from '../contract/swPaths.ts';
import { trimCache } from './runtimeImages.ts';

/** Name of the cache holding the last good copies (not versioned by build: the data outlives deploys). */
export const LAST_GOOD_CACHE = 'tessera-wps-last-good';
/** Fingerprint of the token the copy was fetched with; '' for a guest's copy. Never the token itself. */
export const MEMBER_HEADER = 'X-SW-Member';

export interface LastGoodDeps {
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  /** Tells the requesting page its answer came from the last good copy. */
  notify: (notice: SwLastGoodNotice) => void;
  /** Keeps the worker alive for work after the answer (event.waitUntil). */
  defer: (work: Promise<unknown>) => void;
  /** Called with a stored answer's path and body (the image CDN list comes from status). */
  onStored?: (path: string, body: string) => void;
}

/** Most copies kept: a few per path (status per page URL, announcements per type); the oldest go first. */
export const LAST_GOOD_MAX_ENTRIES = 40;

/** Query parameters the page sends per path, sorted; any other parameter is left out of the cache key. */
const KEY_PARAMS: Record<string, readonly string[]> = {
  [SW_WPS.status]: ['device', 'originalDomain', 'track', 'url'],
  [LOBBY_BANNERS.path]: ['category', 'ext', 'platform', 'types'],
  [LOBBY_LANES.path]: ['category', 'ext', 'platform'],
};

/**
 * The cache key: the URL with only its path's known parameters, sorted (a game list: all of them, as the lobby orders them).
 * The worker's lib (WebWorker without its iterable part) does not type URLSearchParams.keys(): hence the cast.
 */
export function lastGoodKey(href: string): string {
  const url = new URL(href);
  const query = new URLSearchParams();
  for (const name of KEY_PARAMS[url.pathname] ?? (LOBBY_GAMES.includes(url.pathname) ? (url.searchParams as unknown as { keys(): Iterable<string> }).keys() : [])) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  url.search = `${query}`;
  return url.href;
}

/** A same-origin GET to one of the safe-list paths. */
export function isLastGoodRequest(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && LAST_GOOD_PATHS.includes(url.pathname);
}

let purgedAt = Number.NEGATIVE_INFINITY;

/** Called by the purge: a member's answer still in flight from before it must not be stored after it. */
export function markPurged(at: number): void {
  purgedAt = at;
}

export function memberTag(request: Request): string {
  const auth = request.headers.get('Authorization');
  return auth ? fnv1a(auth).toString(16) : '';
}

/** Only a 200 JSON envelope with success true replaces the last good copy (reads the body: pass a clone). */
export async function cacheableBody(response: Response): Promise<string | null> {
  if (response.status !== 200 || response.type === 'opaque') return null;
  if (!(response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json')) return null;
  try {
    const text = await response.text();
    const env = JSON.parse(text) as { success?: unknown } | null;
    return env !== null && typeof env === 'object' && env.success === true ? text : null;
  } catch {
    return null;
  }
}

/** Stores a cacheable answer as the last good copy (also the install prefill's way in). */
export async function remember(request: Request, response: Response, deps: Pick<LastGoodDeps, 'caches' | 'now' | 'onStored'>, startedAt: number): Promise<void> {
  const member = memberTag(request);
  if (member !== '' && startedAt <= purgedAt) return;
  const body = await cacheableBody(response);
  if (body === null) return;
  const headers = new Headers({ 'Content-Type': response.headers.get('Content-Type') ?? 'application/json' });
  headers.set(SW_CACHE_DATE_HEADER, new Date(deps.now()).toISOString());
  headers.set(MEMBER_HEADER, member);
  const cache = await deps.caches.open(LAST_GOOD_CACHE);
  if (member !== '' && startedAt <= purgedAt) return;
  await cache.put(lastGoodKey(request.url), new Response(body, { status: 200, headers }));
  await trimCache(cache, LAST_GOOD_MAX_ENTRIES);
  deps.onStored?.(new URL(request.url).pathname, body);
}

/** The stored copy for this URL, else (status only: its query names the page) any status copy; only the same member's. */
export async function findLastGood(request: Request, deps: LastGoodDeps): Promise<Response | undefined> {
  const cache = await deps.caches.open(LAST_GOOD_CACHE);
  // Another query of the announcements relay is another list (banners, marquee): never served in its place.
  const copy = (await cache.match(lastGoodKey(request.url))) ?? (new URL(request.url).pathname === SW_WPS.status ? await cache.match(request.url, { ignoreSearch: true }) : undefined);
  if (!copy) return undefined;
  const owner = copy.headers.get(MEMBER_HEADER) ?? '';
  // A member's copy is never shown to a guest or another member; a guest's copy suits anyone.
  if (owner !== '' && owner !== memberTag(request)) return undefined;
  return copy;
}

/**
 * Network first; on a network failure or a 5xx the last good copy with its date header (the page is told),
 * else the server's answer or a network error. Storing happens after the answer is handed over, so it
 * never delays or breaks it.
 */
export async function networkWithLastGood(request: Request, deps: LastGoodDeps): Promise<Response> {
  const startedAt = deps.now();
  let response: Response | undefined;
  let failure: unknown;
  try {
    response = await deps.fetch(request);
  } catch (networkError) {
    failure = networkError;
  }
  if (!response || response.status >= 500) {
    try {
      const copy = await findLastGood(request, deps);
      if (copy) {
        const date = copy.headers.get(SW_CACHE_DATE_HEADER) ?? '';
        deps.notify({ type: SW_NOTICES.lastGood, path: new URL(request.url).pathname, date });
        return copy;
      }
    } catch (error) {
      console.warn('[sw] copy', error);
    }
    if (!response) {
      console.warn('[sw] offline, no copy', failure);
      return Response.error();
    }
  }
  if (response.status === 200) {
    const copy = response.clone();
    deps.defer(remember(request, copy, deps, startedAt).catch((error: unknown) => console.warn('[sw] copy', error)));
  }
  return response;
}
