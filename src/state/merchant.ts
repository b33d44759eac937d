import { proxy, ref } from 'valtio';
import type { StatusInfo } from '../../contract/wps';
import { CODES } from '../../contract/codes';
import { getStatus } from '../api';

/** What the status check decided the app can show (spec section 4, status check). */
export type Phase = 'loading' | 'ready' | 'domain_not_available' | 'maintenance' | 'access_denied' | 'network_error';

export const state = proxy({
  phase: 'loading' as Phase,
  status: null as StatusInfo | null,
  /** Text key of the status-check network error: plain http and https differ (spec section 8). */
  networkErrorKey: 'internet_lost' as 'internet_lost' | 'network_error_http',
});

function isStatusInfo(x: unknown): x is StatusInfo {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return typeof s.merchantCode === 'string' && Array.isArray(s.languages) && typeof s.whitelabelVal === 'object'
    && s.whitelabelVal !== null && typeof s.mobileTemplate === 'object' && s.mobileTemplate !== null;
}

export function phaseFor(status: StatusInfo): Phase {
  if (status.regionRestriction) return 'access_denied';
  if (status.maintenance) return 'maintenance';
  return 'ready';
}

export async function loadStatus(): Promise<StatusInfo | null> {
  state.phase = 'loading';
  const env = await getStatus({ device: 'MOBILE', originalDomain: location.host, url: location.pathname });
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
  state.networkErrorKey = location.protocol === 'http:' ? 'network_error_http' : 'internet_lost';
  state.phase = 'network_error';
  return null;
}

export function flag(name: keyof StatusInfo['whitelabelVal']): boolean {
  return state.status?.whitelabelVal[name] === true;
}

export function merchantCode(): string | null {
  return state.status?.merchantCode ?? null;
}
