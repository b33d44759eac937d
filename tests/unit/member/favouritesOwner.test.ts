import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedGame } from '../../../src/lobby/gameList.ts';
import { FAVOURITES_KEY, keyFor, recordPlayed, RECENT_KEY, state, toggleFavourite } from '../../../src/state/favourites.ts';
import { clearSession, setSession } from '../../../src/state/session.ts';
import { eventually } from '../eventually.ts';

const g = (n: number): SavedGame => ({ gameId: `G-${n}`, vendor: 'PG', category: 'RNG', displayName: `Game ${n}` });
const login = (id: string) => setSession({ spanId: '', id, token: `tok-${id}`, merchantCode: 'demo', userName: `user${id}`, type: 0, firstTimeLogin: false });

describe('saved games belong to their owner', () => {
  beforeEach(() => { localStorage.clear(); clearSession(); });

  it('member B does not see member A\'s games; guests have their own; logging back in brings A\'s back', async () => {
    recordPlayed(g(0));
    login('101');
    await eventually(() => expect(state.recent).toEqual([]));
    recordPlayed(g(1));
    toggleFavourite(g(2));
    expect(JSON.parse(localStorage.getItem(keyFor(RECENT_KEY, '101')) ?? '[]')).toEqual([g(1)]);
    expect(JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]')).toEqual([g(0)]);

    login('202');
    await eventually(() => expect(state.recent).toEqual([]));
    expect(state.favourites).toEqual([]);

    clearSession();
    await eventually(() => expect(state.recent).toEqual([g(0)]));

    login('101');
    await eventually(() => expect(state.recent).toEqual([g(1)]));
    expect(state.favourites).toEqual([g(2)]);
    expect(localStorage.getItem(keyFor(FAVOURITES_KEY, '202'))).toBeNull();
  });
});
