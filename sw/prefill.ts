/**
 * Install-time prefill: the worker fetches the safe-list answers (status, country, banners, lanes) at the lobby's exact URLs and the
 * lobby's first images itself. The first visit's own answers went out before the worker existed, and the
 * tab may close before the worker ever controls it: install runs on without the page.
 */
import { LOBBY_BANNERS, LOBBY_LANES, SW_WPS } from '../contract/swPaths.ts';
import { cdnPrefixesFrom, IMAGE_CACHE, isCacheableImage, isCdnImage, setCdnPrefixes, storeImage } from './runtimeImages.ts';
import { LAST_GOOD_CACHE, lastGoodKey, remember } from './runtimeWps.ts';

declare const self: ServiceWorkerGlobalScope;

/** Status first: its answer must name the worker's merchant before anything is kept. */
export const PREFILL_PATHS: readonly string[] = [
  `${SW_WPS.status}?device=MOBILE`, SW_WPS.country, LOBBY_BANNERS.path + LOBBY_BANNERS.query, LOBBY_LANES.path + LOBBY_LANES.query,
];
/** The top banners plus the first lane's first cards: what a phone's first screen shows. */
export const PREFILL_MAX_IMAGES = 8;
const FIRST_LANE_CARDS = 6;
const FETCH_TIMEOUT_MS = 10_000;

export interface PrefillDeps {
  origin: string;
  merchant: string;
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
}

type Item = Record<string, unknown>;
/** The envelope's value, or its `field` (production's grouped answers), as a list of objects. */
const list = (body: string | undefined, field: (v: Item) => unknown): Item[] => {
  try {
    const v = (JSON.parse(body ?? '') as { value?: unknown }).value;
    const items = Array.isArray(v) ? v : field((v ?? {}) as Item);
    return Array.isArray(items) ? items.filter((x): x is Item => typeof x === 'object' && x !== null) : [];
  } catch {
    return [];
  }
};

/**
 * The first screen's image URLs: the invite and top banners (value.banners[]) and the first lane's cards
 * (value.data.lanes[], in answer order; card image or imageUrl). An older flat list answer is read too.
 */
export function firstScreenImages(bannersBody: string | undefined, lanesBody: string | undefined): string[] {
  const banners = list(bannersBody, (v) => v.banners);
  // Lanes carry no ordinal: the lobby numbers them in answer order, so the first listed is the first shown.
  const first = list(lanesBody, (v) => (v.data as Item | undefined)?.lanes).find((l) => Array.isArray(l.cards));
  const urls = [
    ...['m_invite', 'm_top'].map((group) => banners.find((b) => b.groupName === group)?.url),
    ...((first?.cards ?? []) as Item[]).slice(0, FIRST_LANE_CARDS).map((c) => c?.image ?? c?.imageUrl),
  ];
  return [...new Set(urls.filter((u): u is string => typeof u === 'string' && u !== ''))].slice(0, PREFILL_MAX_IMAGES);
}

/**
 * Fills the last good store with what has no copy yet (a copy the page stored, a member's one say, is kept).
 * Resolves to the paths and images stored; never rejects.
 */
export async function prefill(deps: PrefillDeps): Promise<{ paths: string[]; images: string[] }> {
  const out = { paths: [] as string[], images: [] as string[] };
  const get = (href: string, init?: RequestInit): Promise<Response> =>
    deps.fetch(new Request(href, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }));
  try {
    const cache = await deps.caches.open(LAST_GOOD_CACHE);
    const bodies: Record<string, string> = {};
    const keep = { caches: deps.caches, now: deps.now, onStored: (p: string, b: string) => { bodies[p] = b; out.paths.push(p); } };
    for (const path of PREFILL_PATHS) {
      const request = new Request(deps.origin + path, { headers: { Merchant: deps.merchant } });
      // Any status copy will do; the announcements relay also answers other types under other queries.
      const have = await cache.match(path === PREFILL_PATHS[0] ? request.url : lastGoodKey(request.url), { ignoreSearch: path === PREFILL_PATHS[0] });
      if (have) {
        bodies[path.split('?')[0]!] = await have.text();
        continue;
      }
      const response = await get(request.url, { headers: request.headers, cache: 'no-store' }).catch(() => null);
      if (!response) continue;
      // Status comes first: an answer for another merchant means nothing here is ours to keep.
      const value = path === PREFILL_PATHS[0] && (JSON.parse(await response.clone().text().catch(() => '{}')) as { value?: Item & { info?: Item } }).value;
      if (value !== false && (value?.info ?? value)?.merchantCode !== deps.merchant) break;
      await remember(request, response, keep, deps.now());
    }
    const prefixes = cdnPrefixesFrom(bodies[SW_WPS.status] ?? '') ?? [];
    // This worker's image route learns the CDNs now, not only after its next start.
    if (prefixes.length > 0) setCdnPrefixes(prefixes);
    const images = await deps.caches.open(IMAGE_CACHE);
    for (const url of firstScreenImages(bodies[LOBBY_BANNERS.path], bodies[LOBBY_LANES.path])) {
      if (!URL.canParse(url, deps.origin)) continue;
      const href = new URL(url, deps.origin).href;
      if (!isCdnImage(new URL(href), 'image', deps.origin, prefixes) || await images.match(href)) continue;
      const response = await get(href).catch(() => null);
      if (!response || !isCacheableImage(response)) continue;
      await storeImage(images, href, response, deps.now());
      out.images.push(href);
    }
  } catch (error) {
    console.warn('[sw] prefill', error);
  }
  return out;
}

/** Install waits for the prefill (it never fails the install: an unreachable answer is simply not kept). */
export function wirePrefill(merchant: () => string | null): void {
  self.addEventListener('install', (event) => {
    const code = merchant();
    if (!code) return;
    event.waitUntil(prefill({ origin: self.location.origin, merchant: code, caches: self.caches, fetch: (r) => fetch(r), now: Date.now }));
  });
}
