import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { ref } from 'valtio';
import { Router } from 'wouter';
import { act } from 'react';
import { relayPath } from '../../../contract/relays.ts';
import { LaneView } from '../../../src/components/lobby/LaneView.tsx';
import { loadLaneGames, state as lobby } from '../../../src/state/lobby.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { json, ok, stubFetch, testRoot, useWiredMerchant } from '../ui/helpers.ts';

// The first screen ships the lanes and their skeletons; the tiles' code (cards, favourites) loads once it is up.
useWiredMerchant();
const item = (n: number) => ({ nodeId: n, nodeName: `Game ${n}`, vassalage: 'PG', supportPlay: 1, gameType: 'RNG' });
const lane = { title: 'RNG', ordinal: 100, cards: [], gameCount: 2, gameClassify: [{ vendor: 'PG', name: 'PG Soft' }] };

afterEach(() => {
  lobby.games = {};
  ui.firstScreenUp = false;
  ui.firstScreen = false;
  vi.unstubAllGlobals();
});

describe('lane tiles wait for the first screen', () => {
  it('the games request goes out at once; the answer becomes tiles only once the first screen is up', async () => {
    ui.firstScreenUp = false;
    // The answer says when its body has been read: from there to tiles, without the wait, is microtasks only
    // (the tiles' code is loaded ahead below, so a broken rule is not hidden behind a slow import).
    let read = false;
    const calls = stubFetch(() => {
      const res = json(ok({ games: [item(1), item(2)], pageNum: 1, totalPages: 1 }));
      const text = res.text.bind(res);
      res.text = () => text().then((t) => { read = true; return t; });
      return res;
    });
    await import('../../../src/api/gamePages.ts');
    const done = loadLaneGames('RNG');
    await eventually(() => expect(calls.map((c) => new URL(c.url, 'https://x.example').pathname)).toEqual([relayPath('gameList')]));
    await eventually(() => expect(read).toBe(true));
    await new Promise((r) => setTimeout(r, 0));
    expect(lobby.games.RNG?.status).toBe('loading');
    ui.firstScreenUp = true;
    await done;
    const games = lobby.games.RNG;
    expect(games?.status === 'ok' && games.cards.map((c) => c.displayName)).toEqual(['Game 1', 'Game 2']);
  });

  it('a lane shows skeleton tiles before the first screen is up, even with its games in, and its tiles after (with their words)', async () => {
    ui.firstScreen = false;
    lobby.games = { RNG: { status: 'ok', cards: ref([{ gameId: '1', nodeId: '1', vendor: 'PG', displayName: 'Game 1', category: 'RNG', accountTypeName: 'PG', freeplay: false, image: '' }]) } };
    const root = testRoot();
    await root.render(<Router base="/m"><LaneView lane={lane} eager={false} backUrl="/m/home" lite={false} /></Router>);
    expect(root.host.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(root.host.textContent).not.toContain('Game 1');
    await act(async () => { ui.firstScreen = true; });
    await eventually(() => expect(root.host.textContent).toContain('Game 1'));
    expect(root.host.querySelectorAll('[data-skeleton]').length).toBe(0);
    await root.unmount();
  });
});
