import { afterEach, describe, expect, it, vi } from 'vitest';
import { relayPath } from '../../../contract/relays.ts';
import { clearCache } from '../../../src/api/cache.ts';
import { loadLobby, state } from '../../../src/state/lobby.ts';
import { json, ok, stubFetch, useWiredMerchant } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

useWiredMerchant();
afterEach(() => {
  // The lobby's answers are cached per merchant: each test starts from the server.
  clearCache();
  state.loaded = false;
  state.banners = [];
  state.lanes = [];
  state.marquee = [];
  state.referralEnabled = false;
});

const banner = { id: 'b', groupName: 'm_home', url: 'https://cdn/x.svg', linkageType: 'P', linkage: 'p1', roomId: '', nodeId: '', gameType: '', vendor: '' };
// Production's lane (GCSGAME_newGameVendor value.data.lanes[]): its cards are providers, its games load apart.
const lane = { title: 'RNG', cards: [{ accountTypeName: 'PG', displayName: 'PG Soft', freeplay: true }], gameClassify: [{ vendors: ['PG'] }], gameCount: 1 };
const LANES = relayPath('newGameVendor');
const LIST = relayPath('announcements');
const isBanners = (url: string) => url.includes(LIST) && url.includes('types=B&');
const isNotices = (url: string) => url.includes(LIST) && url.includes('types=PR');
const lanesOf = (lanes: unknown[]) => ({ data: { lanes } });

describe('loadLobby', () => {
  it('preloads the first images (invite banner, first top banner) once banners and promotions are in, before the lanes', async () => {
    const invite = { ...banner, id: 'i', groupName: 'm_invite', url: 'https://cdn/invite.png' };
    const top = { ...banner, id: 't', groupName: 'm_top', url: 'https://cdn/top-1.png' };
    const top2 = { ...top, id: 't2', url: 'https://cdn/top-2.png' };
    let releaseLanes!: () => void;
    const lanesHeld = new Promise<void>((resolve) => { releaseLanes = resolve; });
    stubFetch(async (c) => {
      if (isBanners(c.url)) return json(ok({ banners: [banner, invite, top, top2] }));
      if (c.url.includes(LANES)) { await lanesHeld; return json(ok(lanesOf([lane]))); }
      if (isNotices(c.url)) return json(ok({ player: [] }));
      return json(ok({ APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: true, count: 1 } }));
    });
    const loading = loadLobby();
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
      .map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')]);
    await eventually(() => expect(preloads()).toEqual([['https://cdn/invite.png', 'high'], ['https://cdn/top-1.png', 'high']]));
    expect(state.loaded).toBe(false);
    releaseLanes();
    await loading;
    // A second load adds nothing twice.
    await loadLobby();
    expect(preloads()).toHaveLength(2);
    document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
  });


  it('loads banners, lanes, the marquee lines (text only) and the referral switch', async () => {
    const calls = stubFetch((c) => {
      if (isBanners(c.url)) return json(ok({ banners: [banner] }));
      if (c.url.includes(LANES)) return json(ok(lanesOf([lane])));
      if (isNotices(c.url)) return json(ok({ player: [{ id: 'a', title: 't', content: '<b>Big</b> <i>win</i>', contentType: 'html', forcedRead: false }] }));
      return json(ok({ APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: true, count: 1 } }));
    });
    await loadLobby();
    expect(state.banners).toHaveLength(1);
    // The lanes come without their games: those load lane by lane (GCSGAME_gameList), not with the lobby.
    expect(state.lanes).toEqual([{ title: 'RNG', ordinal: 100, cards: [], gameClassify: [{ vendor: 'PG', name: 'PG Soft' }], gameCount: 1 }]);
    expect(calls.some((c) => c.url.includes(relayPath('gameList')))).toBe(false);
    expect(state.marquee).toEqual(['Big win']);
    expect(state.referralEnabled).toBe(true);
    // The agreed exact queries: the service worker's first-visit prefill asks for the same URLs.
    expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining([
      `${LIST}?types=B&platform=M`, `${LIST}?types=PR&platform=M`, `${LANES}?platform=html5`,
    ]));
  });

  it('drops malformed items and keeps going when an answer is hostile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch((c) => {
      if (isBanners(c.url)) return json(ok({ banners: [banner, null, { id: 3 }, 'x'] }));
      if (c.url.includes(LANES)) return json(ok(lanesOf([lane, null, { title: 7 }, { title: '' }, { ...lane, title: 'rng' }, 'x'])));
      if (isNotices(c.url)) return json(ok('not a list'));
      return json(ok([]));
    });
    await loadLobby();
    expect(state.banners.map((b) => b.id)).toEqual(['b']);
    expect(state.lanes.map((l) => l.title)).toEqual(['RNG', '7']);
    expect(state.marquee).toEqual([]);
    expect(state.referralEnabled).toBe(false);
    expect(state.loaded).toBe(true);
  });
});
