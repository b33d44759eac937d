/**
 * The lobby's game calls, which the first screen needs: the lane list (GCSGAME_newGameVendor) and a category's game
 * pages (GCSGAME_gameList), mapped to the lobby's types. Launch, trial, matches and hot games are in gameWire.ts.
 * Anything malformed is dropped item by item, so one bad entry never empties a lane or crashes a page.
 */
import { GAME_LIST_PAGE_SIZE, type GameListItem, type LaneVendorCard, type LaneWire } from '../../contract/games.ts';
import type { GameCard, GameLane } from '../../contract/wps.ts';
import { relay } from './relay.ts';

/** Who asks: the game list and hot games name the merchant and language in the query (production does). */
export interface GameAsker { merchant: string; language: string }

/** A game tile carries the node id the launch and trial calls need. */
export type LobbyCard = GameCard & { nodeId: string };
export type ListedCard = LobbyCard & { category: string };

export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
export const text = (x: unknown): string => (typeof x === 'string' ? x.trim() : typeof x === 'number' && Number.isFinite(x) ? String(x) : '');
export const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

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

const vendorOf = (c: unknown): { vendor: string; name: string } | null => {
  if (!isObject(c)) return null;
  const vendor = text((c as Partial<Record<keyof LaneVendorCard, unknown>>).accountTypeName).toUpperCase();
  return vendor === '' ? null : { vendor, name: text(c.displayName) };
};

/**
 * value.data.lanes of GCSGAME_newGameVendor: lanes in answer order with ordinals 100, 200, ... (production computes
 * them client-side); the providers come from the cards, each lane's games load on their own (gameList).
 */
export function lanesOf(value: unknown): GameLane[] | null {
  const data = isObject(value) && isObject(value.data) ? value.data : null;
  if (!data || !Array.isArray(data.lanes)) return null;
  const lanes: GameLane[] = [];
  for (const raw of data.lanes as unknown[]) {
    const l = raw as Partial<Record<keyof LaneWire, unknown>>;
    const title = isObject(raw) ? text(l.title).toUpperCase() : '';
    if (title === '' || lanes.some((x) => x.title === title)) continue;
    const gameClassify = list(l.cards).map(vendorOf).filter((v): v is { vendor: string; name: string } => v !== null);
    const count = typeof l.gameCount === 'number' && l.gameCount >= 0 ? l.gameCount : 0;
    lanes.push({ title, ordinal: (lanes.length + 1) * 100, cards: [], gameClassify, gameCount: count });
  }
  return lanes;
}

/** The lobby's lanes (GCSGAME_newGameVendor), without their games; null when the answer is unusable. */
export async function getLaneList(): Promise<GameLane[] | null> {
  const env = await relay('newGameVendor', { platform: 'html5' });
  const lanes = env.success ? lanesOf(env.value) : null;
  if (env.success && !lanes) console.warn('[game] newGameVendor answer without data.lanes', env.value);
  return lanes;
}

export interface GamePage { cards: ListedCard[]; pageNum: number; totalPages: number }

export interface GamePageQuery { category: string; pageNo: number; vendor?: string; pageSize?: number }

/** One page of a category's games (GCSGAME_gameList); null when the call or its answer failed. */
export async function getGamePage(q: GamePageQuery, who: GameAsker): Promise<GamePage | null> {
  const env = await relay('gameList', {
    merchant: who.merchant, platform: 'html5', language: who.language, gameType: q.category, pageNo: q.pageNo,
    pageSize: q.pageSize ?? GAME_LIST_PAGE_SIZE, ...(q.vendor ? { vassalage: q.vendor } : {}),
  });
  const v: unknown = env.value;
  if (!env.success || !isObject(v) || !Array.isArray(v.games)) {
    if (env.success) console.warn('[game] gameList answer without games', v);
    return null;
  }
  const num = (x: unknown, d: number): number => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : d);
  return { cards: cardsOf(v.games, q.category), pageNum: num(v.pageNum, q.pageNo), totalPages: num(v.totalPages, 1) };
}

/** The merchant's hot games (GCSGAME_hotGamesV2), first page; [] when it has none, null when the call failed. */
export async function getHotGames(who: GameAsker, pageSize = 12): Promise<ListedCard[] | null> {
  const env = await relay('hotGames', {
    isPlatform: 2, language: who.language, platform: 'html5', hotType: 1, pageNo: 1, pageSize, merchantCode: who.merchant,
  });
  return env.success && isObject(env.value) ? cardsOf(env.value.hotFreshnessData, '') : null;
}

// Until src/api/index.ts stops re-exporting them from here (it puts the launch calls in the first screen's script).
export { getGameMatches, launchGame, trialLaunch } from './gameWire.ts';
