import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_CACHE_DATE_HEADER, SW_NOTICES, type SwLastGoodNotice } from '../../../contract/pwa.ts';
import {
  cacheableBody, isLastGoodRequest, LAST_GOOD_CACHE, LAST_GOOD_MAX_ENTRIES, lastGoodKey, MEMBER_HEADER, networkWithLastGood, type LastGoodDeps,
} from '../../../sw/runtimeWps.ts';
import { FakeCacheStorage, json } from './fakeCaches.ts';

const origin = 'https://shop.example';
const STATUS = `${origin}/wps/v2/system/status`;
const BANNERS = `${origin}/wps/relay/CCSFE_getListAnnouncements`;
const LANES = `${origin}/wps/relay/GCSGAME_newGameVendor`;
const T0 = Date.parse('2026-05-01T10:00:00Z');

let storage: FakeCacheStorage;
let notices: SwLastGoodNotice[];
let pending: Promise<unknown>[];

function deps(fetchFn: (r: Request) => Promise<Response>): LastGoodDeps {
  return {
    caches: storage, fetch: fetchFn, now: () => T0,
    notify: (n) => notices.push(n), defer: (p) => pending.push(p),
  };
}
const offline = async (): Promise<Response> => { throw new TypeError('Failed to fetch'); };
const get = (url: string, token?: string): Request => new Request(url, token ? { headers: { Authorization: token } } : {});
async function online(url: string, body: unknown, token?: string, init?: ResponseInit): Promise<Response> {
  const res = await networkWithLastGood(get(url, token), deps(async () => json(body, init)));
  await Promise.all(pending);
  return res;
}

beforeEach(() => {
  storage = new FakeCacheStorage();
  notices = [];
  pending = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('isLastGoodRequest', () => {
  it('takes only same-origin GETs of the safe list', () => {
    // The lobby's relays under production's names (relay-note): banners and lanes.
    for (const path of ['/wps/v2/system/status', '/wps/system/country', '/wps/relay/CCSFE_getListAnnouncements', '/wps/relay/GCSGAME_newGameVendor']) {
      expect(isLastGoodRequest(new URL(`${path}?device=MOBILE`, origin), 'GET', origin), path).toBe(true);
    }
    for (const old of ['/wps/relay/MCSFE_getBanners', '/wps/relay/GCSGAME_getGameLanes']) expect(isLastGoodRequest(new URL(old, origin), 'GET', origin), old).toBe(false);
    expect(isLastGoodRequest(new URL('/wps/member/info', origin), 'GET', origin)).toBe(false);
    expect(isLastGoodRequest(new URL('/wps/relay/CBS_unreadCount', origin), 'GET', origin)).toBe(false);
    expect(isLastGoodRequest(new URL('/wps/v2/system/status', origin), 'POST', origin)).toBe(false);
    expect(isLastGoodRequest(new URL('/wps/v2/system/status', 'https://evil.example'), 'GET', origin)).toBe(false);
  });
});

describe('networkWithLastGood', () => {
  it('passes the fresh answer through untouched and keeps a dated copy', async () => {
    const res = await online(`${STATUS}?device=MOBILE`, { success: true, value: { a: 1 } });
    expect(res.headers.get(SW_CACHE_DATE_HEADER)).toBeNull();
    expect(await res.json()).toEqual({ success: true, value: { a: 1 } });
    expect(storage.urls(LAST_GOOD_CACHE)).toEqual([`${STATUS}?device=MOBILE`]);
    expect(notices).toEqual([]);
  });

  it('serves the last good copy offline, dated, and tells the page', async () => {
    await online(`${BANNERS}?types=B&platform=M`, { success: true, value: [{ id: 1 }] });
    const res = await networkWithLastGood(get(`${BANNERS}?types=B&platform=M`), deps(offline));
    expect(res.status).toBe(200);
    expect(res.headers.get(SW_CACHE_DATE_HEADER)).toBe(new Date(T0).toISOString());
    expect(await res.json()).toEqual({ success: true, value: [{ id: 1 }] });
    expect(notices).toEqual([{ type: SW_NOTICES.lastGood, path: '/wps/relay/CCSFE_getListAnnouncements', date: new Date(T0).toISOString() }]);
  });

  it('falls back to the same path with another query (status carries the page path)', async () => {
    await online(`${STATUS}?device=MOBILE&url=%2Fm%2Fhome`, { success: true, value: { from: 'home' } });
    const res = await networkWithLastGood(get(`${STATUS}?device=MOBILE&url=%2Fm%2Flogin`), deps(offline));
    expect(await res.json()).toEqual({ success: true, value: { from: 'home' } });
  });

  it('never serves one announcement list for another: the marquee offline gets no banner copy', async () => {
    await online(`${BANNERS}?types=B&platform=M`, { success: true, value: { banners: [{ url: 'b.png' }] } });
    expect((await networkWithLastGood(get(`${BANNERS}?types=PR&platform=M`), deps(offline))).type).toBe('error');
    expect(notices).toEqual([]);
  });

  it('answers a network error when there is no copy', async () => {
    const res = await networkWithLastGood(get(STATUS), deps(offline));
    expect(res.type).toBe('error');
    expect(notices).toEqual([]);
  });

  it('never stores a failure envelope, an error status or a non-JSON answer', async () => {
    await online(STATUS, { success: false, code: 'x' });
    await online(STATUS, { success: true }, undefined, { status: 503 });
    const html = await networkWithLastGood(get(STATUS), deps(async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })));
    await Promise.all(pending);
    expect(html.status).toBe(200);
    expect(storage.urls(LAST_GOOD_CACHE)).toEqual([]);
  });

  it('keeps a member\'s copy for that member only, fingerprinted, never the raw token', async () => {
    await online(BANNERS, { success: true, value: ['vip'] }, 'token-alice');
    const stored = await (await storage.open(LAST_GOOD_CACHE)).match(BANNERS);
    expect(stored?.headers.get(MEMBER_HEADER)).toMatch(/^[0-9a-f]+$/);
    expect([...(stored?.headers.entries() ?? [])].join()).not.toContain('token-alice');
    expect((await networkWithLastGood(get(BANNERS, 'token-bob'), deps(offline))).type).toBe('error');
    expect((await networkWithLastGood(get(BANNERS), deps(offline))).type).toBe('error');
    expect(await (await networkWithLastGood(get(BANNERS, 'token-alice'), deps(offline))).json()).toEqual({ success: true, value: ['vip'] });
  });

  it('serves the dated copy, and tells the page, when the server answers 500, 502, 503 or 504', async () => {
    await online(`${STATUS}?device=MOBILE`, { success: true, value: { saved: true } });
    for (const status of [500, 502, 503, 504]) {
      notices = [];
      const down = async (): Promise<Response> => json({ success: false, code: 'system.unavailable' }, { status });
      const res = await networkWithLastGood(get(`${STATUS}?device=MOBILE`), deps(down));
      expect(res.status).toBe(200);
      expect(res.headers.get(SW_CACHE_DATE_HEADER)).toBe(new Date(T0).toISOString());
      expect(await res.json()).toEqual({ success: true, value: { saved: true } });
      expect(notices).toEqual([{ type: SW_NOTICES.lastGood, path: '/wps/v2/system/status', date: new Date(T0).toISOString() }]);
    }
  });

  it('passes a 5xx through when there is no copy, and never serves a copy instead of a 4xx', async () => {
    const res = await networkWithLastGood(get(STATUS), deps(async () => json({ success: false }, { status: 503 })));
    expect(res.status).toBe(503);
    await online(STATUS, { success: true, value: 1 });
    expect((await networkWithLastGood(get(STATUS), deps(async () => json({ success: false }, { status: 404 })))).status).toBe(404);
    expect(notices).toEqual([]);
  });

  it('keys copies on the path and the parameters the page sends, sorted; unknown ones are dropped', async () => {
    expect(lastGoodKey(`${STATUS}?url=%2Fm%2Fhome&x=1&device=MOBILE&device=PC&originalDomain=a.example`))
      .toBe(`${STATUS}?device=MOBILE&originalDomain=a.example&url=%2Fm%2Fhome`);
    expect(lastGoodKey(`${BANNERS}?types=B&utm_source=x&platform=M`)).toBe(`${BANNERS}?platform=M&types=B`);
    expect(lastGoodKey(`${LANES}?platform=html5&_=9`)).toBe(`${LANES}?platform=html5`);
    // A lane's games: every parameter the lobby sends is part of the key (each lane, page and language its own copy).
    const games = `${origin}/wps/relay/GCSGAME_gameList?merchant=demo&platform=html5&language=EN&pageNo=1&pageSize=24&gameType=SLOT`;
    expect(lastGoodKey(games)).toBe(games);
    expect(lastGoodKey(games.replace('SLOT', 'FISH'))).not.toBe(lastGoodKey(games));
    expect(isLastGoodRequest(new URL(games), 'GET', origin)).toBe(true);
    expect(isLastGoodRequest(new URL(`${origin}/wps/relay/GCSGAME_hotGamesV2?pageNo=1`), 'GET', origin)).toBe(true);
    // Another announcement type (the marquee) is another copy: it never replaces the banners'.
    expect(lastGoodKey(`${BANNERS}?types=MARQUEE&platform=M`)).not.toBe(lastGoodKey(`${BANNERS}?types=B&platform=M`));
    expect(lastGoodKey(`${origin}/wps/system/country?cb=123`)).toBe(`${origin}/wps/system/country`);
    // The copy stored under the normalised key is found again for a request with the junk parameters.
    await online(`${BANNERS}?types=B&platform=M&cb=1`, { success: true, value: ['top'] });
    expect(storage.urls(LAST_GOOD_CACHE)).toEqual([`${BANNERS}?platform=M&types=B`]);
    expect(await (await networkWithLastGood(get(`${BANNERS}?cb=2&platform=M&types=B`), deps(offline))).json()).toEqual({ success: true, value: ['top'] });
  });

  it(`holds at most ${LAST_GOOD_MAX_ENTRIES} copies whatever the queries, dropping the oldest`, async () => {
    for (let i = 0; i < 300; i += 1) await online(`${STATUS}?device=MOBILE&url=%2Fm%2Fp${i}&junk=${i}`, { success: true, value: i });
    for (let i = 0; i < 300; i += 1) await online(`${origin}/wps/system/country?q=${i}`, { success: true, value: i });
    const urls = storage.urls(LAST_GOOD_CACHE);
    expect(urls.length).toBe(LAST_GOOD_MAX_ENTRIES);
    // Junk on country maps to one key; the newest status copies stay.
    expect(urls.filter((u) => u.includes('/country'))).toEqual([`${origin}/wps/system/country`]);
    expect(urls).toContain(`${STATUS}?device=MOBILE&url=%2Fm%2Fp299`);
    expect(urls).not.toContain(`${STATUS}?device=MOBILE&url=%2Fm%2Fp0`);
  });

  it('gives a guest copy to anyone', async () => {
    await online(BANNERS, { success: true, value: ['public'] });
    expect((await networkWithLastGood(get(BANNERS, 'token-bob'), deps(offline))).status).toBe(200);
  });
});

describe('cacheableBody', () => {
  it('needs status 200, a JSON type and success true', async () => {
    expect(await cacheableBody(json({ success: true, value: 1 }))).toBe('{"success":true,"value":1}');
    expect(await cacheableBody(json({ success: true }, { status: 201 }))).toBeNull();
    expect(await cacheableBody(new Response('{"success":true}', { headers: { 'Content-Type': 'text/plain' } }))).toBeNull();
    expect(await cacheableBody(new Response('{not json', { headers: { 'Content-Type': 'application/json' } }))).toBeNull();
    expect(await cacheableBody(json(null))).toBeNull();
  });
});
