import { describe, expect, it } from 'vitest';
import { applyPages, hasMore, pagedGames, pendingPages, startPager } from '../../../src/lobby/gamePages.ts';

const card = (gameId: string, category: string) => ({ gameId, nodeId: gameId, vendor: 'PG', displayName: gameId, accountTypeName: 'PG', freeplay: false, image: '', category });

describe('category paging over GCSGAME_gameList', () => {
  it('asks page 1 of every category, then the next page of those with more, in category order, without duplicates', () => {
    let s = startPager(['elott', 'LOTT', 'ELOTT']);
    expect(pendingPages(s)).toEqual([{ category: 'ELOTT', pageNo: 1 }, { category: 'LOTT', pageNo: 1 }]);
    s = applyPages(s, [
      { category: 'LOTT', page: { cards: [card('b', 'LOTT')], pageNum: 1, totalPages: 1 } },
      { category: 'ELOTT', page: { cards: [card('a', 'ELOTT')], pageNum: 1, totalPages: 3 } },
    ]);
    expect(pagedGames(s).map((g) => g.gameId)).toEqual(['a', 'b']);
    expect(pendingPages(s)).toEqual([{ category: 'ELOTT', pageNo: 2 }]);
    s = applyPages(s, [{ category: 'ELOTT', page: { cards: [card('a', 'ELOTT'), card('c', 'ELOTT')], pageNum: 2, totalPages: 3 } }]);
    expect(pagedGames(s).map((g) => g.gameId)).toEqual(['a', 'c', 'b']);
    expect(hasMore(s)).toBe(true);
  });

  it('a failed or empty page ends its category instead of asking forever', () => {
    let s = startPager(['RNG', 'LIVE']);
    s = applyPages(s, [{ category: 'RNG', page: null }, { category: 'LIVE', page: { cards: [], pageNum: 1, totalPages: 9 } }]);
    expect(hasMore(s)).toBe(false);
    expect(pagedGames(s)).toEqual([]);
  });
});
