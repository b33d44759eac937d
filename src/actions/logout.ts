import { SW_MESSAGES } from '../../contract/messages';
import { clearCache, logout as logoutCall } from '../api';
import { setAutoLoginSwitch } from '../auth/autoLoginSwitch';
import { closeAuthDialogs } from '../state/auth';
import { clearSession, hasSession } from '../state/session';
import { resetMember } from '../state/member';

/**
 * Clears the member's data from memory (session, member, wallet, dialogs), storage (session info, the API layer's
 * persisted answers) and the service worker's caches of /wps answers. Used by logout and session expiry.
 */
export function clearMemberData(): void {
  clearSession();
  resetMember();
  // Loaded with its first use (the first screen's budget); a balance shown means it is already in memory.
  void import('../state/wallet').then((w) => w.resetWallet(), (e: unknown) => console.warn('[wallet] not reset', e));
  clearCache();
  closeAuthDialogs();
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.purgeMember });
  } catch (err) {
    console.warn('logout: service worker purge not sent', err);
  }
}

/** A voluntary logout also turns auto login off: the next visit must not log the player straight back in. */
export async function logout(): Promise<void> {
  await import('../push').then((p) => p.unsubscribePush(), (e: unknown) => console.warn('logout: push unsubscribe not loaded', e));
  if (hasSession()) await logoutCall();
  setAutoLoginSwitch(false);
  clearMemberData();
}
