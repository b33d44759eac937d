/**
 * The game calls the first screen does not need (launch, trial, sports matches) and their wire
 * mapping: the launch, game and category pages load this file with them, the lobby's first screen does not.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { GAME_LAUNCH_TIMEOUT_MS } from '../../contract/constants.ts';
import { WPS_GAME } from '../../contract/games.ts';
import type { GameLaunchResult, GameMatchGroup, LaunchGameQuery, LaunchGameWire, MatchWire, SportsMatch } from '../../contract/games.ts';
import { request } from './client.ts';
import { relay } from './relay.ts';
import { isObject, list, text } from './game.ts';
import * as Rows from '../../contract/relays.ts';

/** The launch URL: value.content.game_url (GLS), then game_url2, then value.gameUrl (lottery forms). */
export function launchUrlOf(value: unknown): string | null {
  if (!isObject(value)) return null;
  const content = (value as LaunchGameWire).content;
  const url = (isObject(content) ? text(content.game_url) || text(content.game_url2) : '') || text(value.gameUrl);
  return url === '' ? null : url;
}

/** A launch answer with its URL read from wherever the wire put it; a success without one keeps gameUrl ''. */
function toLaunch(env: Envelope<unknown>): Envelope<GameLaunchResult> {
  if (!env.success) return { ...env, value: null };
  const url = launchUrlOf(env.value);
  if (url === null) console.warn('[game] launch answer without a game URL', env.value);
  return { ...env, value: { gameUrl: url ?? '' } };
}

/**
 * GET /wps/game/launchGame; silent, because the launch page shows its own time-out and error text.
 * The signal lets the page abort the call when its 10 s are up or the player leaves.
 */
export async function launchGame(query: LaunchGameQuery, signal?: AbortSignal): Promise<Envelope<GameLaunchResult>> {
  return toLaunch(await request<LaunchGameWire>({
    method: 'GET', path: WPS_GAME.launchGame, query: { ...query }, signal, timeoutMs: GAME_LAUNCH_TIMEOUT_MS, silent: true,
  }));
}

/** GET /wps/relay/GCS_gameTrialLaunch: free play, open to guests; value.content.game_url (or game_url2). */
export async function trialLaunch(gameId: string, nodeId: string): Promise<Envelope<GameLaunchResult>> {
  return toLaunch(await relay(Rows.trialLaunch, { gameId, nodeId, platform: 'html5' }, { silent: true, timeoutMs: GAME_LAUNCH_TIMEOUT_MS }));
}

const odd = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : Number.NaN);

function isoOf(t: unknown): string {
  const d = typeof t === 'number' ? new Date(t) : typeof t === 'string' && t !== '' ? new Date(/^\d+$/.test(t) ? Number(t) : t) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
}

function matchOf(m: unknown): SportsMatch | null {
  if (!isObject(m)) return null;
  const w = m as Partial<Record<keyof MatchWire, unknown>>;
  const match: SportsMatch = {
    matchId: text(w.matchId), vendor: text(w.vendor), gameId: text(w.gameId), nodeId: text(w.nodeId),
    league: text(w.league), home: text(w.homeTeam), away: text(w.awayTeam), startTime: isoOf(w.matchTime),
    odds: { home: odd(isObject(w.moneyLine) ? w.moneyLine.homeTeamOdds : null), away: odd(isObject(w.moneyLine) ? w.moneyLine.awayTeamOdds : null) },
  };
  return match.matchId && match.vendor && match.gameId && match.home && match.away ? match : null;
}

/** GCSGAME_getGameMatchV2's groups flattened to matches, first occurrence of a match id wins. */
export function matchesOf(value: unknown): SportsMatch[] {
  const seen = new Set<string>();
  return list(value).flatMap((g) => list(isObject(g) ? (g as Partial<Record<keyof GameMatchGroup, unknown>>).matchList : null))
    .map(matchOf).filter((m): m is SportsMatch => m !== null && !seen.has(m.matchId) && (seen.add(m.matchId), true));
}

/** Sports matches; the Language header is part of the cache key, so a language change refetches. */
export async function getGameMatches(): Promise<SportsMatch[]> {
  const env = await relay(Rows.gameMatch);
  return env.success ? matchesOf(env.value) : [];
}
