/**
 * The lottery launch's look-up, as production does it: /lgw/games/mobile names the game and its prize mode before
 * the launch call. It is bounded and optional: a failing or slow gateway gives null and the launch goes on with
 * what the link and the lobby know.
 */
import { getLotteryGames } from '../api/lgw.ts';

/** Most of the launch's 10 s stay for the launch call itself. */
export const LOTTERY_RESOLVE_MS = 3_000;

export interface ResolvedLottery { title: string; prizeMode: string }

export async function resolveLottery(code: string, signal?: AbortSignal): Promise<ResolvedLottery | null> {
  const games = await getLotteryGames(signal, LOTTERY_RESOLVE_MS);
  if (!games) return null;
  const game = games.find((g) => g.code === code);
  if (!game) console.warn('[lottery] the gateway does not list this lottery; launching with the link\'s details');
  return game ? { title: game.name, prizeMode: game.prizeMode } : null;
}
