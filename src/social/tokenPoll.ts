/**
 * Spec section 9, "Token refresh polling 100 ms": a provider sign-in can wait on the player (the link or confirm
 * dialog, a second factor) longer than its ID token stays acceptable (ID-token max age 300 s). Before such a token
 * is sent, a refresh is asked of the provider and the page polls every TOKEN_REFRESH_POLL_MS until a fresh token
 * is there, for at most timeoutMs.
 */
import { TOKEN_REFRESH_POLL_MS } from '../../contract/constants.ts';

export const ID_TOKEN_MAX_AGE_S = 300;
export const TOKEN_REFRESH_TIMEOUT_MS = 10_000;

/** Seconds since the token's iat, or null when it cannot be read. */
export function idTokenAgeS(idToken: string, nowMs: number): number | null {
  const part = idToken.split('.')[1];
  if (!part) return null;
  try {
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='))) as { iat?: unknown };
    return typeof json.iat === 'number' ? Math.max(0, nowMs / 1000 - json.iat) : null;
  } catch {
    return null;
  }
}

export interface PollOptions {
  intervalMs?: number;
  timeoutMs?: number;
  maxAgeS?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** True while the token is young enough to send (one poll interval of margin). */
export function isFresh(idToken: string | null, nowMs: number, maxAgeS = ID_TOKEN_MAX_AGE_S): idToken is string {
  if (!idToken) return false;
  const age = idTokenAgeS(idToken, nowMs);
  return age !== null && age < maxAgeS;
}

/**
 * Polls read() until it answers a fresh token; null when the time-out passes first (the caller sends the old
 * token and lets the server decide, or asks the player to sign in again).
 */
export async function pollFreshIdToken(read: () => string | null, o: PollOptions = {}): Promise<string | null> {
  const { intervalMs = TOKEN_REFRESH_POLL_MS, timeoutMs = TOKEN_REFRESH_TIMEOUT_MS, maxAgeS = ID_TOKEN_MAX_AGE_S, now = Date.now, sleep = wait } = o;
  const until = now() + timeoutMs;
  for (;;) {
    const token = read();
    if (isFresh(token, now(), maxAgeS)) return token;
    if (now() >= until) return null;
    await sleep(intervalMs);
  }
}
