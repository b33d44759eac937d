/**
 * Game category ordinals (spec section 3): 100, 200, ... in category order; among lotteries ELOTTO
 * equals ELOTT, VIETNAM_LOTTO is LOTT+1 and SEA_LOTT is LOTT+5.
 */
import { GAME_CATEGORIES } from '../../contract/games.ts';

export function categoryOrdinals(categories: readonly string[] = GAME_CATEGORIES): Record<string, number> {
  const out: Record<string, number> = {};
  categories.forEach((c, i) => {
    const key = c.toUpperCase();
    if (!(key in out)) out[key] = (i + 1) * 100;
  });
  if (out.ELOTT !== undefined) out.ELOTTO = out.ELOTT;
  if (out.LOTT !== undefined) {
    out.VIETNAM_LOTTO = out.LOTT + 1;
    out.SEA_LOTT = out.LOTT + 5;
  }
  return out;
}

/** The ordinal of a category; unknown categories sort after every known one. */
export function ordinalOf(category: string, ordinals: Readonly<Record<string, number>>): number {
  const key = category.toUpperCase();
  return Object.prototype.hasOwnProperty.call(ordinals, key) ? (ordinals[key] as number) : Number.MAX_SAFE_INTEGER;
}
