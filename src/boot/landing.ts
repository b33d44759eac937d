import { captureLanding } from '../lib/tracking';
import { takeTokenFromUrl } from '../lib/urlToken';
import { adoptUrlToken } from '../state/session';
import { showToast } from '../state/ui';
import { localStore } from '../lib/memoryStorage';

/**
 * Runs once before the first render: saves the landing query's tracking values, and moves a token
 * handed over in the URL into session info, removing it from the address bar so it cannot leak
 * through Referer or history.
 */
export function readLanding(): void {
  try {
    captureLanding(location.search, localStore());
  } catch (e) {
    console.error('landing: tracking capture failed', e);
  }
  const { token, cleanUrl, changed } = takeTokenFromUrl(location.href);
  if (token) adoptUrlToken(token, '');
  // Even an invalid token leaves the address bar, so it never reaches history or Referer.
  if (changed) history.replaceState(history.state, '', cleanUrl);
  // Long enough to outlast the splash of a session's first load.
  if (changed && !token) showToast('invalid_link', 4000);
}
