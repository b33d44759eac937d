import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanList, FAVOURITES_CAP, pushFront, RECENT_CAP, toggle, type SavedGame } from '../../../src/lobby/gameList.ts';
import { FAVOURITES_KEY, RECENT_KEY, recordPlayed, reloadFavourites, state, toggleFavourite } from '../../../src/state/favourites.ts';

const g = (n: number): SavedGame => ({ gameId: `G-${n}`, vendor: 'PG', category: 'RNG', displayName: `Game ${n}` });

describe('saved game lists', () => {
  it('keep valid entries only, first occurrence wins, extra fields dropped, capped', () => {
    const raw = [g(1), { ...g(2), extra: '<script>' }, g(1), { gameId: '<img onerror=x>', vendor: 'PG', category: 'RNG', displayName: 'x' },
      { ...g(3), displayName: 'a\u0000b' }, null, 42, 'str', { ...g(4), category: '__proto__!' }];
    expect(cleanList(raw, 10)).toEqual([g(1), g(2)]);
    expect(cleanList({ length: 3 }, 10)).toEqual([]);
    expect(cleanList(Array.from({ length: 100 }, (_, i) => g(i)), 5)).toHaveLength(5);
  });

  it('push to the front without duplicates; toggle adds and removes', () => {
    expect(pushFront([g(1), g(2)], g(2), 3).map((x) => x.gameId)).toEqual(['G-2', 'G-1']);
    expect(pushFront([g(1), g(2), g(3)], g(4), 3).map((x) => x.gameId)).toEqual(['G-4', 'G-1', 'G-2']);
    expect(toggle([g(1)], g(1), 3)).toEqual([]);
    expect(toggle([], g(1), 3)).toEqual([g(1)]);
  });
});

describe('favourites store', () => {
  beforeEach(() => { reloadFavourites(); });

  it('persists favourites and recently played in local storage, capped', () => {
    toggleFavourite(g(1));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]')).toEqual([g(1)]);
    for (let i = 0; i < RECENT_CAP + 3; i += 1) recordPlayed(g(i));
    expect(state.recent).toHaveLength(RECENT_CAP);
    expect(state.recent[0]?.gameId).toBe(`G-${RECENT_CAP + 2}`);
    reloadFavourites();
    expect(state.favourites).toEqual([g(1)]);
    expect(FAVOURITES_CAP).toBeGreaterThan(RECENT_CAP);
  });

  it('tolerates corrupt or hostile storage with a log line, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    localStorage.setItem(RECENT_KEY, JSON.stringify([g(5), { gameId: 1 }, '__proto__']));
    reloadFavourites();
    expect(state.favourites).toEqual([]);
    expect(state.recent).toEqual([g(5)]);
    expect(warn).toHaveBeenCalled();
    toggleFavourite(g(6));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '')).toEqual([g(6)]);
  });
});
