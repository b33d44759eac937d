/** System calls of spec section 7: status, country, domain route, event reporting. */
import type { Envelope } from '../../contract/envelope.ts';
import { PING_TIMEOUT_MS } from '../../contract/constants.ts';
import { WPS } from '../../contract/wps.ts';
import type {
  CountryInfo, DomainRouteInfo, EventReport, EventReportResult, PingResult, StatusInfo, StatusQuery,
} from '../../contract/wps.ts';
import { carriedParams } from '../lib/tracking.ts';
import { localStore } from '../lib/memoryStorage.ts';
import { request } from './client.ts';

/** Longest `track` value sent with the status check (the server refuses longer). */
export const STATUS_TRACK_MAX = 512;

/**
 * `track` of the status check (spec section 7): the landing's tracking parameters (or the saved ones), as a
 * compact query string. Whole pairs past STATUS_TRACK_MAX are left out, so what is sent always parses.
 */
export function statusTrack(search: string, storage: Storage): string {
  let out = '';
  for (const [name, value] of carriedParams(search, storage)) {
    const pair = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
    const next = out ? `${out}&${pair}` : pair;
    if (next.length <= STATUS_TRACK_MAX) out = next;
  }
  return out;
}

/**
 * The status check. Never cached (the Cache-Control request header also makes the browser bypass
 * its HTTP cache) and silent: the UI picks the domain, maintenance or network screen itself.
 */
export async function getStatus(q: StatusQuery): Promise<Envelope<StatusInfo>> {
  const track = q.track ?? statusTrack(location.search, localStore());
  const env = await request<StatusInfo>({
    method: 'GET', path: WPS.status, query: { ...q, ...(track ? { track } : {}) }, silent: true, headers: { 'Cache-Control': 'no-cache' },
  });
  return env;
}

/** Countries and the visitor's currency; stable within a visit, so cached for the default lifetime. */
export function getCountry(): Promise<Envelope<CountryInfo>> {
  return request<CountryInfo>({ method: 'GET', path: WPS.country, cache: true });
}

/** Faster domains to switch to. */
export function getDomainRoute(device: string): Promise<Envelope<DomainRouteInfo>> {
  return request<DomainRouteInfo>({ method: 'GET', path: WPS.domainRoute, query: { device } });
}

/** The primary event report; silent because the outbox retries and the visitor has nothing to do. */
export function reportEvent(ev: EventReport): Promise<Envelope<EventReportResult>> {
  return request<EventReportResult>({ method: 'POST', path: WPS.eventReport, body: ev, silent: true });
}

/** The fallback event report: the events travel as JSON in the events query value, 15 s time-out. */
export function ping(events: EventReport[]): Promise<Envelope<PingResult>> {
  return request<PingResult>({
    method: 'GET', path: WPS.ping, query: { events: JSON.stringify(events) }, timeoutMs: PING_TIMEOUT_MS, silent: true,
  });
}
