/**
 * Splash screen (spec sections 4 and 9): hidden at least SPLASH_MIN_MS + SPLASH_EXTRA_MS after page
 * load, and shown once per browser session.
 */
import { SPLASH_EXTRA_MS, SPLASH_MIN_MS } from '../../contract/constants.ts';
import { safeGetItem, safeSetItem } from './storage.ts';

export const SPLASH_KEY = 'MC_SPLASH_SHOWN';

/** Milliseconds still to wait before hiding the splash; 0 once the minimum has elapsed. */
export function splashDelay(now: number, loadStart: number): number {
  return Math.max(0, SPLASH_MIN_MS + SPLASH_EXTRA_MS - (now - loadStart));
}

/** True until markSplashShown has run in this session (session storage). */
export function shouldShowSplash(session: Storage): boolean {
  return safeGetItem(session, SPLASH_KEY) !== '1';
}

export function markSplashShown(session: Storage): void {
  safeSetItem(session, SPLASH_KEY, '1');
}
