/**
 * The worker names its paths itself (importing contract/wps.ts and relays.ts would cost it ~1 KB of its budget):
 * these must stay equal to the tables the page and the server use, and to the URLs the lobby really sends.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_DELIVERY_RELAY } from '../../../contract/push.ts';
import { LAST_GOOD_PATHS, LOBBY_BANNERS, LOBBY_GAMES, LOBBY_LANES, SW_WPS } from '../../../contract/swPaths.ts';
import { RELAY_PREFIX, RELAYS, relayPath } from '../../../contract/relays.ts';
import { WPS } from '../../../contract/wps.ts';
import { getLobbyBanners } from '../../../src/api/content.ts';
import { getLaneList } from '../../../src/api/game.ts';
import { PREFILL_PATHS } from '../../../sw/prefill.ts';
import { lastGoodKey } from '../../../sw/runtimeWps.ts';
import { json, okEnv, resetAll, stubFetch } from '../api/fetchStub.ts';

describe("the worker's own path constants", () => {
  it('equal contract/wps.ts WPS', () => {
    for (const [key, path] of Object.entries(SW_WPS)) expect(path, key).toBe(WPS[key as keyof typeof WPS]);
    expect(SW_WPS.relay).toBe(RELAY_PREFIX);
  });

  it('name the relay rows of contract/relays.ts: lobby banners and lanes, the push delivery callback', () => {
    expect(LOBBY_BANNERS.path).toBe(relayPath('announcements'));
    expect(LOBBY_LANES.path).toBe(relayPath('newGameVendor'));
    expect(LOBBY_GAMES).toEqual([relayPath('hotGames'), relayPath('gameList')]);
    expect(PUSH_DELIVERY_RELAY).toBe(RELAYS.pushDelivery.name);
    // The worker sends it with PUT and no session: the row must say the same.
    expect(RELAYS.pushDelivery).toMatchObject({ method: 'PUT', auth: 'none' });
    expect([RELAYS.announcements.method, RELAYS.newGameVendor.method]).toEqual(['GET', 'GET']);
  });

  it('keep the lobby relays on the safe list and in the prefill', () => {
    expect(LAST_GOOD_PATHS).toEqual([SW_WPS.status, SW_WPS.country, LOBBY_BANNERS.path, LOBBY_LANES.path, ...LOBBY_GAMES]);
    expect(PREFILL_PATHS).toEqual([`${WPS.status}?device=MOBILE`, WPS.country, LOBBY_BANNERS.path + LOBBY_BANNERS.query, LOBBY_LANES.path + LOBBY_LANES.query]);
  });
});

describe('the prefill asks for what the lobby asks for', () => {
  const origin = 'http://localhost';
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it('banners: the same URL, so the copy the worker keeps at install is the one the lobby reads', async () => {
    const calls = stubFetch(() => json(okEnv({ banners: [] })));
    await getLobbyBanners();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.replace(origin, '')).toBe(LOBBY_BANNERS.path + LOBBY_BANNERS.query);
    expect(lastGoodKey(new URL(calls[0]!.url, origin).href)).toBe(lastGoodKey(origin + LOBBY_BANNERS.path + LOBBY_BANNERS.query));
  });

  it('lanes: the same URL', async () => {
    const calls = stubFetch(() => json(okEnv({ data: { lanes: [] } })));
    await getLaneList();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.replace(origin, '')).toBe(LOBBY_LANES.path + LOBBY_LANES.query);
  });
});
