/** Where the site runs, for the start-game rule: the native app (inApp) or the home screen. */
import { carriedParams, landingFlags } from '../lib/tracking.ts';
import { localStore, sessionStore } from '../lib/memoryStorage.ts';
import { safeGetItem, safeSetItem } from '../lib/storage.ts';
import type { LaunchContext } from './startGameRule.ts';
import { standaloneDisplayMode } from '../lib/displayMode.ts';

const HOMESCREEN_KEY = 'MC_HOMESCREEN';

const on = (v: string | null | undefined): boolean => v != null && v !== '' && v !== '0' && v.toLowerCase() !== 'false';

/**
 * Remembers a home-screen start (the homescreen query of the start URL) for the session, since the
 * query is gone after the first navigation.
 */
export function rememberHomescreen(search: string): void {
  if (landingFlags(search).homescreen) safeSetItem(sessionStore(), HOMESCREEN_KEY, '1');
}

/** An app window: an installed PWA, or iOS's home-screen mode. */
export function displayStandalone(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true || standaloneDisplayMode();
}

export function launchContext(search = location.search): LaunchContext {
  rememberHomescreen(search);
  return {
    // inApp is a carried tracking value: the app opens the site with it and it is saved on landing.
    inApp: on(carriedParams(search, localStore()).get('inApp')),
    homescreen: displayStandalone() || safeGetItem(sessionStore(), HOMESCREEN_KEY) === '1',
  };
}
