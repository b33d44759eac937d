/**
 * What push remembers in local storage: the bound token (with when it was fetched, for the 7-day
 * refresh) and the calendar day the permission dialog or the denied tip last showed.
 */
import { PUSH_TOKEN_MAX } from '../../contract/push.ts';
import { PUSH_TOKEN_REFRESH_MS } from '../../contract/constants.ts';
import { safeGetItem, safeGetJSON, safeRemove, safeSetItem, safeSetJSON } from '../lib/storage';

export const TOKEN_KEY = 'MC_PUSH_TOKEN';
export const PROMPT_DAY_KEY = 'MC_PUSH_PROMPT_DAY';
export const TIP_DAY_KEY = 'MC_PUSH_TIP_DAY';

export interface StoredToken {
  token: string;
  provider: 'fcm' | 'local';
  merchant: string;
  /** When the provider issued it (ms); refreshed after 7 days. */
  at: number;
  /** The member it is bound to ('' when not bound). */
  memberId: string;
}

function isStoredToken(x: unknown): x is StoredToken {
  if (typeof x !== 'object' || x === null) return false;
  const t = x as Record<string, unknown>;
  return typeof t.token === 'string' && t.token.length > 0 && t.token.length <= PUSH_TOKEN_MAX
    && (t.provider === 'fcm' || t.provider === 'local') && typeof t.merchant === 'string'
    && typeof t.at === 'number' && Number.isFinite(t.at) && typeof t.memberId === 'string';
}

export const readToken = (s: Storage): StoredToken | null => safeGetJSON(s, TOKEN_KEY, isStoredToken);
export const writeToken = (s: Storage, t: StoredToken): boolean => safeSetJSON(s, TOKEN_KEY, t);
export const clearToken = (s: Storage): boolean => safeRemove(s, TOKEN_KEY);

/** Younger than 7 days; a clock that went backwards also counts as stale. */
export function isFresh(t: Pick<StoredToken, 'at'>, now: number): boolean {
  return now >= t.at && now - t.at < PUSH_TOKEN_REFRESH_MS;
}

/** The local calendar day, YYYY-MM-DD: "once per calendar day" follows the player's clock, not UTC. */
export function dayKey(now: number): string {
  const d = new Date(now);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const shownToday = (s: Storage, key: string, now: number): boolean => safeGetItem(s, key) === dayKey(now);
export const markToday = (s: Storage, key: string, now: number): boolean => safeSetItem(s, key, dayKey(now));
