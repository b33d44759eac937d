/**
 * The go target of a sign-in that leaves the page (LINE, Telegram, wallet): their return address is a fixed
 * /m/home, so the target waits in session storage next to the provider's pending state, same tab only.
 */
import { GO_MAX_LENGTH } from '../lib/safeGo.ts';
import { sessionStore } from '../lib/memoryStorage.ts';
import { safeGetItem, safeRemove, safeSetItem } from '../lib/storage.ts';

export const PENDING_GO_KEY = 'MC_SOCIAL_GO';

/** Stored as given (capped): the login validates it on return like any go, and says so when it refuses it. */
export function savePendingGo(go: string | null): void {
  if (go && go.length <= GO_MAX_LENGTH) safeSetItem(sessionStore(), PENDING_GO_KEY, go);
  // A sign-in started without a target must not inherit an abandoned one's.
  else safeRemove(sessionStore(), PENDING_GO_KEY);
}

/** The stored target, used up: a later sign-in never lands on it by accident. */
export function takePendingGo(): string | null {
  const go = safeGetItem(sessionStore(), PENDING_GO_KEY);
  safeRemove(sessionStore(), PENDING_GO_KEY);
  return go && go.length <= GO_MAX_LENGTH ? go : null;
}
