/**
 * Where the site runs (spec sections 3 and 6): inside the native app, as an installed PWA, as an iOS web
 * clip, or in a browser tab. Decides registerMethod and isOfficialAppLogin.
 */
import type { DeviceType, RegisterMethod } from '../../contract/auth.ts';
import { localStore } from '../lib/memoryStorage.ts';
import { safeGetItem } from '../lib/storage.ts';
import { carriedParams } from '../lib/tracking.ts';

/** The stored WEBCLIP flag (1 or 0) of spec section 3. */
export const WEBCLIP_KEY = 'WEBCLIP';

export interface ClientContext { inApp: boolean; standalone: boolean; webclip: boolean }

/** The native app opens the site with inApp (kept across pages by the tracking rules). */
function isTruthy(v: string | null | undefined): boolean {
  return v !== null && v !== undefined && v !== '' && v !== '0' && v.toLowerCase() !== 'false';
}

export function readClientContext(): ClientContext {
  let standalone = false;
  try {
    standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  } catch { /* no media queries: a browser tab */ }
  return {
    inApp: isTruthy(carriedParams(location.search, localStore()).get('inApp')),
    standalone,
    webclip: safeGetItem(localStore(), WEBCLIP_KEY) === '1',
  };
}

/** APP inside the native app, PWA when installed, WEBCLIP when the flag is 1, else H5. */
export function registerMethodFor(c: ClientContext): RegisterMethod {
  if (c.inApp) return 'APP';
  if (c.standalone) return 'PWA';
  if (c.webclip) return 'WEBCLIP';
  return 'H5';
}

/** An iPad, including iPadOS that reports itself as a Mac (touch points give it away). */
function isIpad(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /iPad/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

/**
 * The Device header and body field (production wire A2, A10): IPAD, PWA when installed, WEBCLIP when the flag
 * is 1, else none. The order among them was not seen (an assumption in docs/decisions.md).
 */
export function deviceTypeFor(c: ClientContext, ipad = isIpad()): DeviceType | undefined {
  if (ipad) return 'IPAD';
  if (c.standalone) return 'PWA';
  if (c.webclip) return 'WEBCLIP';
  return undefined;
}

/** The device id of spec section 4, from the crypto work's module (loaded only when a form submits). */
export async function loginDeviceId(): Promise<string> {
  const { getDeviceId } = await import('../lib/deviceId.ts');
  return await getDeviceId();
}
