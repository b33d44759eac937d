import { SW_MESSAGES } from '../../contract/messages';
import { logout as logoutCall } from '../api';
import { clearSession, hasSession } from '../state/session';
import { resetMember } from '../state/member';

/** Clears the member's data from memory, storage and the service worker's caches (the API layer clears its own). */
export function clearMemberData(): void {
  clearSession();
  resetMember();
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.purgeMember });
}

export async function logout(): Promise<void> {
  if (hasSession()) await logoutCall();
  clearMemberData();
}
