import { DEMO_GAMES_BASE, LOTTO_PRIZE_MODES } from '../../../contract/games.ts';
import type { GameCard } from '../../../contract/wps.ts';
import type { Merchant } from '../../merchants/merchant-config.ts';
import { SLOW_LAUNCH_GAME_CODE } from '../../merchants/seed/games.ts';

/** A card of the merchant's lanes with the category (lane title) it is shown under. */
export interface CatalogGame { card: GameCard; category: string }

/** The slow-launch fixture: launchable by code on every merchant, shown in no lane. */
const SLOW_GAME: CatalogGame = {
  card: { gameId: SLOW_LAUNCH_GAME_CODE, accountTypeName: 'TCG_LOTTO_VN_ELOTT', displayName: 'Slow Draw', freeplay: false, vendor: 'TCG_LOTTO_VN', image: '' },
  category: 'ELOTT',
};

/**
 * The node id the wire names a game by (launch, trial, game list): derived from the game id (FNV-1a, decimal),
 * so the seed needs no second key and the id is stable across restarts.
 */
export function nodeIdOf(gameId: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 0x01000193) >>> 0;
  return String(h);
}

/** Every game of the merchant's lanes with its category, in lane order. */
export function catalogGames(m: Merchant): CatalogGame[] {
  return m.config.relay.gameLanes.flatMap((lane) => lane.cards.map((card) => ({ card, category: lane.title })));
}

/** The merchant's game with this node id, or null. */
export function findByNode(m: Merchant, nodeId: string): CatalogGame | null {
  return catalogGames(m).find((g) => nodeIdOf(g.card.gameId) === nodeId) ?? (nodeIdOf(SLOW_GAME.card.gameId) === nodeId ? SLOW_GAME : null);
}

/** The merchant's game with this id (and vendor, when given), or null. */
export function findGame(m: Merchant, gameId: string, vendor?: string): CatalogGame | null {
  for (const lane of m.config.relay.gameLanes) {
    const card = lane.cards.find((c) => c.gameId === gameId && (vendor === undefined || c.vendor === vendor));
    if (card) return { card, category: lane.title };
  }
  const slow = gameId === SLOW_GAME.card.gameId && (vendor === undefined || vendor === SLOW_GAME.card.vendor);
  return slow ? SLOW_GAME : null;
}

/** TCG_LOTTO_VN's prize mode for a lottery lane: 'Elott' for ELOTT, 'Lott' otherwise (as the client sends it). */
export function prizeModeOfCategory(category: string): string {
  return ['ELOTT', 'ELOTTO'].includes(category.toUpperCase()) ? LOTTO_PRIZE_MODES.elott : LOTTO_PRIZE_MODES.lott;
}

/** The provider's display name (the vendor list's name), or '' when the seed has none: codes are not for players. */
export function providerName(m: Merchant, vendor: string): string {
  const named = m.config.relay.vendors.find((v) => v.vendor === vendor && v.name.trim() !== '');
  if (named) return named.name;
  for (const lane of m.config.relay.gameLanes) {
    const c = lane.gameClassify.find((v) => v.vendor === vendor && v.name.trim() !== '');
    if (c) return c.name;
  }
  return '';
}

export interface DemoGameLink {
  origin: string;
  category: string;
  gameId: string;
  mode: 'real' | 'trial';
  backUrl: string;
  view?: string;
  /** A sports match the game opens at (GCSGAME_getGameMatchV2). */
  matchId?: string;
}

/** Where the reference server's playable demo of a game lives (the launch answer's gameUrl). */
export function demoGameUrl(link: DemoGameLink): string {
  const q = new URLSearchParams({ game: link.gameId, mode: link.mode, backUrl: link.backUrl });
  if (link.view) q.set('view', link.view);
  if (link.matchId) q.set('match', link.matchId);
  return `${link.origin}${DEMO_GAMES_BASE}/${encodeURIComponent(link.category.toLowerCase())}?${q.toString()}`;
}
