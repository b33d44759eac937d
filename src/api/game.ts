/** Game launch and the category pages' game relays (spec section 7, Games). */
import type { Envelope } from '../../contract/envelope.ts';
import { GAME_LAUNCH_TIMEOUT_MS } from '../../contract/constants.ts';
import { RELAY_GAMES, WPS_GAME } from '../../contract/games.ts';
import type { GameLaunchResult, GameMatch, LaunchGameQuery } from '../../contract/games.ts';
import { RELAY } from '../../contract/wps.ts';
import type { GameVendor } from '../../contract/wps.ts';
import { request } from './client.ts';
import { getRelay } from './relay.ts';

/**
 * GET /wps/game/launchGame; silent, because the launch page shows its own time-out and error text.
 * The signal lets the page abort the call when its 10 s are up or the player leaves.
 */
export function launchGame(query: LaunchGameQuery, signal?: AbortSignal): Promise<Envelope<GameLaunchResult>> {
  return request<GameLaunchResult>({
    method: 'GET', path: WPS_GAME.launchGame, query: { ...query }, signal, timeoutMs: GAME_LAUNCH_TIMEOUT_MS, silent: true,
  });
}

/** GET /wps/relay/GCS_gameTrialLaunch: free play, open to guests. */
export function trialLaunch(gameId: string, nodeId: string): Promise<Envelope<GameLaunchResult>> {
  return getRelay<GameLaunchResult>(RELAY_GAMES.trialLaunch, { gameId, nodeId, platform: 'html5' }, { silent: true, timeoutMs: GAME_LAUNCH_TIMEOUT_MS });
}

/** Vendors of one category; the request layer runs at most 2 of these at once (spec section 9). */
export function getGameList(category: string): Promise<Envelope<GameVendor[]>> {
  return getRelay<GameVendor[]>(RELAY.gameList, { category }, { cache: true });
}

/** Vendors marked new, optionally of one category. */
export function getNewGameVendors(category?: string): Promise<Envelope<GameVendor[]>> {
  return getRelay<GameVendor[]>(RELAY_GAMES.newGameVendor, { category }, { cache: true });
}

/** Sports matches; the Language header is part of the cache key, so a language change refetches. */
export function getGameMatches(vendor?: string): Promise<Envelope<GameMatch[]>> {
  return getRelay<GameMatch[]>(RELAY_GAMES.gameMatch, { vendor }, { cache: true });
}
