/**
 * A lane's or a category page's games (GCSGAME_gameList, GCSGAME_hotGamesV2) mapped to tiles. Not the first screen's:
 * the lobby sends the queries early (game.ts) and maps the answers here once the tiles' code is in.
 * Anything malformed is dropped item by item, so one bad entry never empties a lane or crashes a page.
 */
import type { Envelope } from '../../contract/envelope.ts';
import type { GameListItem } from '../../contract/games.ts';
import * as Rows from '../../contract/lobbyRelays.ts';
import { gameListQuery, HOT_LANE, isObject, list, text, type GameAsker, type GamePageQuery, type ListedCard } from './game.ts';
import { relay } from './relay.ts';

/** One game of GCSGAME_gameList or GCSGAME_hotGamesV2 as a tile; null without a node id, provider or name. */
export function cardOf(item: unknown, fallbackCategory: string): ListedCard | null {
  if (!isObject(item)) return null;
  const g = item as Partial<Record<keyof GameListItem, unknown>>;
  const nodeId = text(g.nodeId);
  const vendor = text(g.vassalage);
  const displayName = text(g.nodeName);
  if (nodeId === '' || vendor === '' || displayName === '') return null;
  const category = (text(g.gameType) || fallbackCategory).toUpperCase();
  return {
    gameId: text(g.gameId) || nodeId, nodeId, vendor, displayName, category,
    accountTypeName: vendor, freeplay: g.supportPlay === 0, image: text(g.imageUrl),
  };
}

export function cardsOf(items: unknown, fallbackCategory: string): ListedCard[] {
  return list(items).map((i) => cardOf(i, fallbackCategory)).filter((c): c is ListedCard => c !== null);
}

export interface GamePage { cards: ListedCard[]; pageNum: number; totalPages: number }

/** A gameList answer as a page of tiles; null when the call or its answer failed. */
export function gamePageOf(env: Envelope<unknown>, q: Pick<GamePageQuery, 'category' | 'pageNo'>): GamePage | null {
  const v: unknown = env.value;
  if (!env.success || !isObject(v) || !Array.isArray(v.games)) {
    if (env.success) console.warn('[game] gameList answer without games', v);
    return null;
  }
  const num = (x: unknown, d: number): number => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : d);
  return { cards: cardsOf(v.games, q.category), pageNum: num(v.pageNum, q.pageNo), totalPages: num(v.totalPages, 1) };
}

/** A hotGamesV2 answer as tiles: [] when the merchant has none, null when the call failed. */
const hotCardsOf = (env: Envelope<unknown>): ListedCard[] | null =>
  (env.success && isObject(env.value) ? cardsOf(env.value.hotFreshnessData, '') : null);

/** A lane's first page (askLaneGames's answer, game.ts) as tiles; null when the call or its answer failed. */
export const laneCardsOf = (title: string, env: Envelope<unknown>): ListedCard[] | null =>
  (title === HOT_LANE ? hotCardsOf(env) : gamePageOf(env, { category: title, pageNo: 1 })?.cards ?? null);

/** One page of a category's games (GCSGAME_gameList); null when the call or its answer failed. */
export async function getGamePage(q: GamePageQuery, who: GameAsker): Promise<GamePage | null> {
  return gamePageOf(await relay(Rows.gameList, gameListQuery(q, who)), q);
}

