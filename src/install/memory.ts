/** What the install feature remembers (spec section 3: add-to-home-screen counters, WEBCLIP flag). */
import { safeGetItem, safeSetItem, type StorageLike } from '../lib/storage';

export const A2HS_KEYS = {
  /** Session flag: the player declined this session, so the modal stays away until the next one. */
  declined: 'MC_A2HS_DECLINED',
  /** Local counter of dismissals across sessions. */
  dismissCount: 'MC_A2HS_DISMISS_COUNT',
  /** Local flag: appinstalled fired on this device. */
  installed: 'MC_A2HS_INSTALLED',
  /** Local WEBCLIP flag, 1 or 0. */
  webclip: 'WEBCLIP',
} as const;

export const wasDeclined = (session: StorageLike): boolean => safeGetItem(session, A2HS_KEYS.declined) === '1';
export const isInstalled = (local: StorageLike): boolean => safeGetItem(local, A2HS_KEYS.installed) === '1';

/** A corrupt or hostile counter restarts at 0 instead of becoming NaN. */
export function dismissCount(local: StorageLike): number {
  const n = Number(safeGetItem(local, A2HS_KEYS.dismissCount));
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/** Declined: the session flag is set and the dismissal counter goes up by one. */
export function recordDeclined(session: StorageLike, local: StorageLike): number {
  safeSetItem(session, A2HS_KEYS.declined, '1');
  const next = dismissCount(local) + 1;
  safeSetItem(local, A2HS_KEYS.dismissCount, String(next));
  return next;
}

export function markInstalled(local: StorageLike): void {
  safeSetItem(local, A2HS_KEYS.installed, '1');
}

export const storedWebclip = (local: StorageLike): string | null => safeGetItem(local, A2HS_KEYS.webclip);
export const saveWebclip = (local: StorageLike, value: '1' | '0'): void => { safeSetItem(local, A2HS_KEYS.webclip, value); };
