/**
 * Paging a category page through GCSGAME_gameList: one cursor per game category, each page's games appended in
 * category order, duplicates dropped. Pure, so the page component only fetches and renders.
 */
import type { GamePage } from '../api/gamePages.ts';

export type PagedCard = GamePage['cards'][number];

export interface PagerState {
  /** Games per category, in the order the categories were given. */
  byCategory: Readonly<Record<string, readonly PagedCard[]>>;
  order: readonly string[];
  /** The next page to ask for, per category; a category without one is done. */
  next: Readonly<Record<string, number>>;
}

export function startPager(categories: readonly string[]): PagerState {
  const order = [...new Set(categories.map((c) => c.toUpperCase()))];
  return { order, byCategory: {}, next: Object.fromEntries(order.map((c) => [c, 1])) };
}

/** The pages to ask for now: the next one of every category that has more. */
export function pendingPages(s: PagerState): { category: string; pageNo: number }[] {
  return s.order.filter((c) => s.next[c] !== undefined).map((c) => ({ category: c, pageNo: s.next[c] as number }));
}

export const hasMore = (s: PagerState): boolean => pendingPages(s).length > 0;

/** Applies answered pages; a failed page (null) ends its category rather than asking again and again. */
export function applyPages(s: PagerState, answers: readonly { category: string; page: GamePage | null }[]): PagerState {
  const byCategory = { ...s.byCategory };
  const next = { ...s.next };
  const seen = new Set(Object.values(byCategory).flat().map((g) => g.gameId));
  for (const { category, page } of answers) {
    delete next[category];
    if (!page) continue;
    const fresh = page.cards.filter((g) => !seen.has(g.gameId) && (seen.add(g.gameId), true));
    byCategory[category] = [...(byCategory[category] ?? []), ...fresh];
    // An empty page ends the category too, whatever totalPages claims.
    if (page.cards.length > 0 && page.pageNum < page.totalPages) next[category] = page.pageNum + 1;
  }
  return { order: s.order, byCategory, next };
}

export function pagedGames(s: PagerState): PagedCard[] {
  return s.order.flatMap((c) => s.byCategory[c] ?? []);
}
