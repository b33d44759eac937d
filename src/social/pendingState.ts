/** The state a redirect sign-in must find on return (CSRF check), in session storage: same tab only. */
import { sessionStore } from '../lib/memoryStorage.ts';
import { safeGetItem, safeRemove, safeSetItem } from '../lib/storage.ts';

const STATE = /^[0-9a-f]{32}$/;

export function newState(key: string): string {
  const s = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  safeSetItem(sessionStore(), key, s);
  return s;
}

/** True when `given` is the state stored under key; the stored state is used up either way. */
export function takeState(key: string, given: string | null): boolean {
  const stored = safeGetItem(sessionStore(), key);
  safeRemove(sessionStore(), key);
  return Boolean(stored && given && STATE.test(stored) && stored === given);
}

/** Removes the given query and hash parameters from the address bar (results are single-use). */
export function stripFromUrl(names: readonly string[], clearHash = false): void {
  const url = new URL(location.href);
  for (const n of names) url.searchParams.delete(n);
  if (clearHash) url.hash = '';
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
