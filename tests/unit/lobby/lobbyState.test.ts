import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELAY } from '../../../contract/wps.ts';
import { loadLobby, state } from '../../../src/state/lobby.ts';
import { json, ok, stubFetch, useWiredMerchant } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

useWiredMerchant();
afterEach(() => {
  state.loaded = false;
  state.banners = [];
  state.lanes = [];
  state.marquee = [];
  state.referralEnabled = false;
});

const banner = { id: 'b', groupName: 'm_home', url: 'https://cdn/x.svg', linkageType: 'P', linkage: 'p1', roomId: '', nodeId: '', gameType: '', vendor: '' };
const lane = { title: 'RNG', ordinal: 100, cards: [{ gameId: 'g', displayName: 'G', vendor: 'PG', accountTypeName: 'PG_RNG', freeplay: true, image: '' }], gameClassify: [], gameCount: 1 };

describe('loadLobby', () => {
  it('preloads the first images (invite banner, first top banner) once banners and promotions are in, before the lanes', async () => {
    const invite = { ...banner, id: 'i', groupName: 'm_invite', url: 'https://cdn/invite.png' };
    const top = { ...banner, id: 't', groupName: 'm_top', url: 'https://cdn/top-1.png' };
    const top2 = { ...top, id: 't2', url: 'https://cdn/top-2.png' };
    let releaseLanes!: () => void;
    const lanesHeld = new Promise<void>((resolve) => { releaseLanes = resolve; });
    stubFetch(async (c) => {
      if (c.url.includes(RELAY.banners)) return json(ok([banner, invite, top, top2]));
      if (c.url.includes(RELAY.gameLanes)) { await lanesHeld; return json(ok([lane])); }
      if (c.url.includes(RELAY.announcements)) return json(ok([]));
      return json(ok({ REFERRAL: { enabled: true, count: 1 } }));
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
      if (c.url.includes(RELAY.banners)) return json(ok([banner]));
      if (c.url.includes(RELAY.gameLanes)) return json(ok([lane]));
      if (c.url.includes(RELAY.announcements)) return json(ok([{ id: 'a', title: 't', content: '<b>Big</b> <i>win</i>', contentType: 'html', forcedRead: false }]));
      return json(ok({ APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: true, count: 1 } }));
    });
    await loadLobby();
    expect(state.banners).toHaveLength(1);
    expect(state.lanes).toHaveLength(1);
    expect(state.marquee).toEqual(['Big win']);
    expect(state.referralEnabled).toBe(true);
    const marquee = calls.find((c) => c.url.includes(RELAY.announcements));
    expect(marquee?.url).toContain('types=MARQUEE');
    expect(marquee?.url).toContain('platform=MOBILE');
  });

  it('drops malformed items and keeps going when an answer is hostile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch((c) => {
      if (c.url.includes(RELAY.banners)) return json(ok([banner, null, { id: 3 }, 'x']));
      if (c.url.includes(RELAY.gameLanes)) return json(ok([lane, { title: 'X', ordinal: 'a', cards: 'no' }, { ...lane, title: 'Y', cards: [null] }]));
      if (c.url.includes(RELAY.announcements)) return json(ok('not a list'));
      return json(ok([]));
    });
    await loadLobby();
    expect(state.banners.map((b) => b.id)).toEqual(['b']);
    expect(state.lanes.map((l) => l.title)).toEqual(['RNG']);
    expect(state.marquee).toEqual([]);
    expect(state.referralEnabled).toBe(false);
    expect(state.loaded).toBe(true);
  });
});
