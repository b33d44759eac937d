import { proxy, ref } from 'valtio';
import type { StatusInfo } from '../../contract/wps';
import { CODES } from '../../contract/codes';
import { getStatus, statusQuery } from '../api/system';
import { readRegInfo } from '../lib/affiliate';
import { standaloneDisplayMode } from '../lib/displayMode';
import { localStore } from '../lib/memoryStorage';
import { safeGetItem, safeSetItem } from '../lib/storage';
import { carriedParams } from '../lib/tracking';

/** What the status check decided the app can show (spec section 4, status check). */
export type Phase = 'loading' | 'ready' | 'domain_not_available' | 'maintenance' | 'access_denied' | 'network_error';

export const state = proxy({
  phase: 'loading' as Phase,
  status: null as StatusInfo | null,
  /** Text key of the status-check network error: plain http and https differ (spec section 8). */
  networkErrorKey: 'internet_lost' as 'internet_lost' | 'network_error_http' | 'offline_title',
});

export function phaseFor(status: StatusInfo): Phase {
  if (status.regionRestriction === true) return 'access_denied';
  if (status.maintenance === true) return 'maintenance';
  return 'ready';
}

function fetchStatus() {
  const standalone = standaloneDisplayMode() || (navigator as { standalone?: boolean }).standalone === true;
  const inApp = carriedParams(location.search, localStore()).get('inApp');
  return getStatus(statusQuery({
    host: location.host, standalone, inApp: !!inApp && inApp !== '0' && inApp !== 'false', originalDomain: readRegInfo(localStore())?.originalDomain,
  }));
}

/** Production's key: the merchant of the last good status, the Merchant header before (or without) a status answer. */
export const MERCHANT_KEY = 'merchant';
const MERCHANT_CODE = /^[\w.-]{1,64}$/;

function keep(status: StatusInfo): void {
  state.status = ref(status);
  state.phase = phaseFor(status);
  if (safeGetItem(localStore(), MERCHANT_KEY) !== status.merchantCode) safeSetItem(localStore(), MERCHANT_KEY, status.merchantCode);
}

/** The server is back: a fresh status replaces the shown one without the loading screen; a failed start loads again. */
export async function refreshStatus(): Promise<void> {
  if (state.phase === 'network_error' || state.phase === 'loading') {
    await loadStatus();
    return;
  }
  const env = await fetchStatus();
  if (env.success && env.value) keep(env.value);
}

export async function loadStatus(): Promise<StatusInfo | null> {
  state.phase = 'loading';
  const env = await fetchStatus();
  if (env.success && env.value) {
    keep(env.value);
    return env.value;
  }
  if (env.code === CODES.domainNotAvailable) {
    state.phase = 'domain_not_available';
    return null;
  }
  // Offline with no saved status (the worker had none to give): words about being offline, not a transport error.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  state.networkErrorKey = offline ? 'offline_title' : location.protocol === 'http:' ? 'network_error_http' : 'internet_lost';
  state.phase = 'network_error';
  return null;
}

export function flag(name: keyof StatusInfo['whitelabelVal']): boolean {
  return state.status?.whitelabelVal[name] === true;
}

export function merchantCode(): string | null {
  return state.status?.merchantCode ?? null;
}

/** The Merchant header: the status's merchant, else the stored one (production's key, a returning visitor), else none. */
export function headerMerchant(): string | null {
  const code = merchantCode();
  if (code) return code;
  const stored = safeGetItem(localStore(), MERCHANT_KEY);
  return stored && MERCHANT_CODE.test(stored) ? stored : null;
}
