/**
 * The lobby's game calls the first screen needs: the lane list (GCSGAME_newGameVendor) and the queries of a lane's
 * games, sent early; their answers are mapped to tiles in gamePages.ts, which loads with the tiles' code.
 * Launch, trial and matches are in gameWire.ts.
 * Anything malformed is dropped item by item, so one bad entry never empties a lane or crashes a page.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { GAME_LIST_PAGE_SIZE, type GameListQuery, type HotGamesQuery, type LaneVendorCard, type LaneWire } from '../../contract/games.ts';
import type { GameCard, GameLane } from '../../contract/wps.ts';
import { relay } from './relay.ts';
import * as Rows from '../../contract/lobbyRelays.ts';

/** Who asks: the game list and hot games name the merchant and language in the query (production does). */
export interface GameAsker { merchant: string; language: string }

/** A game tile carries the node id the launch and trial calls need. */
export type LobbyCard = GameCard & { nodeId: string };
export type ListedCard = LobbyCard & { category: string };

export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
export const text = (x: unknown): string => (typeof x === 'string' ? x.trim() : typeof x === 'number' && Number.isFinite(x) ? String(x) : '');
export const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

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
  const env = await relay(Rows.newGameVendor, { platform: 'html5' });
  const lanes = env.success ? lanesOf(env.value) : null;
  if (env.success && !lanes) console.warn('[game] newGameVendor answer without data.lanes', env.value);
  return lanes;
}

export interface GamePageQuery { category: string; pageNo: number; vendor?: string; pageSize?: number }

/** GCSGAME_gameList's query for one page of a category (production's fields). */
export const gameListQuery = (q: GamePageQuery, who: GameAsker): GameListQuery => ({
  merchant: who.merchant, platform: 'html5', language: who.language, gameType: q.category, pageNo: q.pageNo,
  pageSize: q.pageSize ?? GAME_LIST_PAGE_SIZE, ...(q.vendor ? { vassalage: q.vendor } : {}),
});

/** GCSGAME_hotGamesV2's query for the first page. */
export const hotGamesQuery = (who: GameAsker, pageSize = 12): HotGamesQuery => ({
  isPlatform: 2, language: who.language, platform: 'html5', hotType: 1, pageNo: 1, pageSize, merchantCode: who.merchant,
});

/** The hot games' key among the lobby's lanes: lane titles are category codes, never this. */
export const HOT_LANE = '#hot';

/**
 * Sends a lane's first page of games now (GCSGAME_gameList; HOT_LANE: GCSGAME_hotGamesV2): the lobby's endpoint,
 * whose answer gamePages.ts's laneCardsOf maps to tiles once the tiles' code is in.
 */
export const askLaneGames = (title: string, who: GameAsker): Promise<Envelope<unknown>> =>
  (title === HOT_LANE ? relay(Rows.hotGames, hotGamesQuery(who)) : relay(Rows.gameList, gameListQuery({ category: title, pageNo: 1 }, who)));
