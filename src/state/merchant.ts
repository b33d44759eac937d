import { proxy, ref } from 'valtio';
import type { StatusInfo } from '../../contract/wps';
import { CODES } from '../../contract/codes';
import { getStatus } from '../api';
import { readRegInfo } from '../lib/affiliate';
import { localStore } from '../lib/memoryStorage';

/** What the status check decided the app can show (spec section 4, status check). */
export type Phase = 'loading' | 'ready' | 'domain_not_available' | 'maintenance' | 'access_denied' | 'network_error';

export const state = proxy({
  phase: 'loading' as Phase,
  status: null as StatusInfo | null,
  /** Text key of the status-check network error: plain http and https differ (spec section 8). */
  networkErrorKey: 'internet_lost' as 'internet_lost' | 'network_error_http' | 'offline_title',
});

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The fields the shell reads before any screen renders; anything else is checked where it is used. */
function isStatusInfo(x: unknown): x is StatusInfo {
  if (!isObject(x)) return false;
  const t = x.mobileTemplate;
  const colors = isObject(t) ? t.colors : null;
  return typeof x.merchantCode === 'string' && typeof x.merchantName === 'string' && Array.isArray(x.languages)
    && isObject(x.whitelabelVal) && typeof x.maintenance === 'boolean' && typeof x.regionRestriction === 'boolean'
    && isObject(t) && isObject(t.params) && isObject(colors)
    && ['primary', 'background', 'surface', 'text'].every((k) => typeof colors[k] === 'string');
}

export function phaseFor(status: StatusInfo): Phase {
  if (status.regionRestriction === true) return 'access_denied';
  if (status.maintenance === true) return 'maintenance';
  return 'ready';
}

function fetchStatus() {
  const originalDomain = readRegInfo(localStore())?.originalDomain || location.host;
  return getStatus({ device: 'MOBILE', originalDomain, url: location.pathname });
}

/** The server is back: a fresh status replaces the shown one without the loading screen; a failed start loads again. */
export async function refreshStatus(): Promise<void> {
  if (state.phase === 'network_error' || state.phase === 'loading') {
    await loadStatus();
    return;
  }
  const env = await fetchStatus();
  if (env.success && isStatusInfo(env.value)) {
    state.status = ref(env.value);
    state.phase = phaseFor(env.value);
  }
}

export async function loadStatus(): Promise<StatusInfo | null> {
  state.phase = 'loading';
  const env = await fetchStatus();
  if (env.success && isStatusInfo(env.value)) {
    state.status = ref(env.value);
    state.phase = phaseFor(env.value);
    return env.value;
  }
  if (env.code === CODES.domainNotAvailable) {
    state.phase = 'domain_not_available';
    return null;
  }
  if (env.success) console.error('status: malformed answer ignored', env.value);
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
