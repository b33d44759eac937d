import { captureLanding } from '../lib/tracking';
import { takeStashedToken, takeTokenFromUrl } from '../lib/urlToken';
import { showToast } from '../state/ui';
import { localStore, sessionStore } from '../lib/memoryStorage';
import { holdUrlToken } from './urlTokenHold';

/**
 * Runs once before the first render: saves the landing query's tracking values, and takes a token
 * handed over in the URL. index.html's head script has normally removed it from the address bar
 * already (before any other request could carry it in a Referer); otherwise it is removed here. The
 * token is held, not adopted: boot/start confirms it with the server first.
 */
export function readLanding(): void {
  try {
    captureLanding(location.search, localStore());
  } catch (e) {
    console.error('landing: tracking capture failed', e);
  }
  const stashed = takeStashedToken(sessionStore());
  const fromUrl = takeTokenFromUrl(location.href);
  const token = fromUrl.token ?? stashed?.token ?? null;
  const changed = fromUrl.changed || stashed?.changed === true;
  if (token) holdUrlToken(token);
  // Even an invalid token leaves the address bar, so it never reaches history or Referer.
  if (fromUrl.changed) history.replaceState(history.state, '', fromUrl.cleanUrl);
  // Long enough to outlast the splash of a session's first load.
  if (changed && !token) showToast('invalid_link', 4000);
}
