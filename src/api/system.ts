/** System calls of spec section 7: status, country, domain route (events: src/api/events.ts). */
import type { Envelope } from '../../contract/envelope.ts';
import { WPS } from '../../contract/wps.ts';
import type {
  CountryInfo, DomainRouteInfo, StatusInfo, StatusQuery,
} from '../../contract/wps.ts';
import { localStore } from '../lib/memoryStorage.ts';
import { safeSetJSON } from '../lib/storage.ts';
import { CLIENT_CODES, clientFailure } from './clientCodes.ts';
import { request } from './client.ts';
import { toStatusInfo } from './statusWire.ts';

/** Production's key for the last status envelope: written for its front end's sake, never read (docs/decisions.md). */
export const STATUS_KEY = 'status';

/**
 * Production's status query: `url` (the host) only in a browser tab, `track` '0' in an app window, and
 * originalDomain only when reg_info recorded one.
 */
export function statusQuery(c: { host: string; standalone: boolean; inApp: boolean; originalDomain?: string }): StatusQuery {
  const q: StatusQuery = { device: 'MOBILE' };
  if (c.standalone) q.track = '0';
  if (c.originalDomain) q.originalDomain = c.originalDomain;
  if (!c.standalone && !c.inApp) q.url = c.host;
  return q;
}

/**
 * The status check, mapped to the flat StatusInfo (statusWire.ts); an answer without a merchant is response.invalid.
 * Never cached (the Cache-Control request header also makes the browser bypass its HTTP cache) and silent: the UI
 * picks the domain, maintenance or network screen itself.
 */
export async function getStatus(q: StatusQuery): Promise<Envelope<StatusInfo>> {
  const env = await request<unknown>({ method: 'GET', path: WPS.status, query: { ...q }, silent: true, headers: { 'Cache-Control': 'no-cache' } });
  if (!env.success) return env as Envelope<never>;
  const value = toStatusInfo(env.value);
  if (!value) return clientFailure(CLIENT_CODES.invalid);
  safeSetJSON(localStore(), STATUS_KEY, env);
  return { ...env, value };
}

/** Countries and the visitor's currency; stable within a visit, so cached for the default lifetime. */
export function getCountry(): Promise<Envelope<CountryInfo>> {
  return request<CountryInfo>({ method: 'GET', path: WPS.country, cache: true });
}

/** Faster domains to switch to. */
export function getDomainRoute(device: string): Promise<Envelope<DomainRouteInfo>> {
  return request<DomainRouteInfo>({ method: 'GET', path: WPS.domainRoute, query: { device } });
}
