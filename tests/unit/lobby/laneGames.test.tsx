import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import { Router } from 'wouter';
import { relayPath } from '../../../contract/relays.ts';
import { LaneView } from '../../../src/components/lobby/LaneView.tsx';
import { NEAR_MARGIN } from '../../../src/components/lobby/useNear.ts';
import { state as i18n } from '../../../src/i18n/state.ts';
import en from '../../../src/i18n/locales/en.json';
import { findCard, loadLaneGames, lookUpCard, state as lobby } from '../../../src/state/lobby.ts';
import { fail, json, ok, stubFetch, testRoot, useWiredMerchant } from '../ui/helpers.ts';
import { state as ui } from '../../../src/state/ui.ts';

// These tests are about the tiles, which render once the first screen is up (src/components/lobby/Rail.tsx).
ui.firstScreenUp = true;
ui.firstScreen = true;
// The tiles' chunk is loaded ahead, as the service worker's precache has it on a return visit: renders need not wait on it.
await import('../../../src/components/lobby/LaneRail.tsx');

useWiredMerchant();
const LIST = relayPath('gameList');
const item = (n: number, vendor = 'PG') => ({ nodeId: n, nodeName: `Game ${n}`, vassalage: vendor, supportPlay: 1, gameType: 'RNG' });
const lane = (title: string, vendors: [string, string][]) =>
  ({ title, ordinal: 100, cards: [], gameCount: 9, gameClassify: vendors.map(([vendor, name]) => ({ vendor, name })) });
const gameType = (url: string) => new URL(url, 'https://x.example').searchParams.get('gameType');

/** A stand-in observer the test drives: it records what it watches and with which margin. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  constructor(public cb: IntersectionObserverCallback, public options: IntersectionObserverInit = {}) { FakeObserver.all.push(this); }
  observe(el: Element) { this.watched.push(el); }
  disconnect() { this.watched = []; }
  unobserve() {}
  enter(): void { this.cb(this.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as never); }
}

beforeAll(() => { i18n.catalog = ref(en as unknown as Record<string, string>); });
afterAll(() => { i18n.catalog = ref<Record<string, string>>({}); });
afterEach(() => {
  lobby.games = {};
  lobby.lanes = [];
  lobby.loaded = false;
  FakeObserver.all = [];
  vi.unstubAllGlobals();
});

describe('loadLaneGames', () => {
  it('asks GCSGAME_gameList for the lane\'s first page once, joins a load under way, and keeps the tiles', async () => {
    const calls = stubFetch(() => json(ok({ games: [item(1), item(2)], pageNum: 1, totalPages: 4 })));
    await Promise.all([loadLaneGames('RNG'), loadLaneGames('RNG')]);
    await loadLaneGames('RNG');
    expect(calls.map((c) => gameType(c.url))).toEqual(['RNG']);
    expect(calls[0]!.url).toContain(`${LIST}?`);
    const games = lobby.games.RNG;
    expect(games?.status === 'ok' && games.cards.map((c) => [c.displayName, c.nodeId])).toEqual([['Game 1', '1'], ['Game 2', '2']]);
  });

  it('a failed lane is marked failed, and the next call asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: unknown = fail('boom');
    const calls = stubFetch(() => json(answer));
    await loadLaneGames('LIVE');
    expect(lobby.games.LIVE).toEqual({ status: 'failed' });
    answer = ok({ games: [item(3)], pageNum: 1, totalPages: 1 });
    await loadLaneGames('LIVE');
    expect(lobby.games.LIVE?.status).toBe('ok');
    expect(calls).toHaveLength(2);
  });

  it('a language change drops the games of the old language', async () => {
    stubFetch(() => json(ok({ games: [item(1)], pageNum: 1, totalPages: 1 })));
    await loadLaneGames('RNG');
    await loadLaneGames('FISH');
    const before = i18n.lang;
    i18n.lang = before === 'TH' ? 'EN' : 'TH';
    try {
      const reload = loadLaneGames('RNG');
      expect(Object.keys(lobby.games)).toEqual(['RNG']);
      await reload;
    } finally {
      i18n.lang = before;
    }
  });

  it('a link opened directly looks its game up in its provider\'s lanes only', async () => {
    lobby.loaded = true;
    lobby.lanes = [lane('RNG', [['PG', 'PG Soft']]), lane('LIVE', [['EVO', 'Evolution']])];
    const calls = stubFetch((c) => json(ok({ games: gameType(c.url) === 'RNG' ? [item(7)] : [item(8, 'EVO')], pageNum: 1, totalPages: 1 })));
    const found = await lookUpCard('7', 'PG');
    expect(found).toMatchObject({ category: 'RNG', card: { displayName: 'Game 7', nodeId: '7' } });
    expect(calls.map((c) => gameType(c.url))).toEqual(['RNG']);
    expect(findCard('7', 'EVO')).toBeNull();
  });
});

describe('LaneView', () => {
  const render = async (eager: boolean, l = lane('RNG', [['PG', 'PG Soft'], ['NONAME', '']])) => {
    const root = testRoot();
    await root.render(<Router base="/m"><LaneView lane={l} eager={eager} backUrl="/m/home" lite={false} /></Router>);
    return root;
  };

  it('a lane below the screen holds its height with skeleton tiles and asks for nothing until it nears the screen', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const calls = stubFetch(async () => { await held; return json(ok({ games: [item(1)], pageNum: 1, totalPages: 1 })); });
    const root = await render(false);
    expect(root.host.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(4);
    expect(root.host.querySelector('[data-skeleton]')?.getAttribute('aria-hidden')).toBe('true');
    expect(root.host.querySelector('.lane')?.getAttribute('aria-busy')).toBe('true');
    // Not asked yet: marked, so its skeleton does not pulse (index.html) while nobody looks at it.
    expect(root.host.querySelector('.lane')?.hasAttribute('data-unasked')).toBe(true);
    expect(calls).toHaveLength(0);
    const io = FakeObserver.all.at(-1)!;
    expect(io.options.rootMargin).toBe(NEAR_MARGIN);
    await act(async () => { io.enter(); });
    expect(calls.map((c) => gameType(c.url))).toEqual(['RNG']);
    expect(root.host.querySelector('.lane')?.hasAttribute('data-unasked')).toBe(false);
    // Asked again while loading, the store hands back the load in flight: it ends once the tiles are in the store.
    await act(async () => { release(); await loadLaneGames('RNG'); });
    expect(root.host.querySelectorAll('[data-skeleton]')).toHaveLength(0);
    expect(root.host.querySelector('.gcard .name')?.textContent).toBe('Game 1');
    // The tile's launch link (a guest's, inside the login's go target) names the game by its node id.
    expect(decodeURIComponent(root.host.querySelector('.gcard a')?.getAttribute('href') ?? '')).toContain('nodeId=1');
    await root.unmount();
  });

  it('an eager lane (the first ones) loads at once, without waiting for the observer', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const calls = stubFetch(() => json(ok({ games: [item(1)], pageNum: 1, totalPages: 1 })));
    const root = await render(true);
    expect(calls).toHaveLength(1);
    await root.unmount();
  });

  it('when its games fail it offers its named providers as tiles that open the category page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    lobby.games = { RNG: { status: 'failed' } };
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const root = await render(false);
    const tiles = [...root.host.querySelectorAll('[data-provider]')];
    expect(tiles.map((t) => t.textContent)).toEqual(['PSPG Soft']);
    expect(tiles[0]!.querySelector('a')?.getAttribute('href')).toMatch(/^\/m\/rng/);
    await root.unmount();
  });

  it('with neither games nor a named provider the lane steps aside', async () => {
    lobby.games = { RNG: { status: 'ok', cards: ref([]) } };
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const root = await render(false, lane('RNG', [['NONAME', 'NONAME_RNG']]));
    expect(root.host.querySelector('.lane')).toBeNull();
    await root.unmount();
  });
});
