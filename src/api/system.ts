/** System calls of spec section 7: status, country, domain route, event reporting. */
import type { Envelope } from '../../contract/envelope.ts';
import { PING_TIMEOUT_MS } from '../../contract/constants.ts';
import { WPS } from '../../contract/wps.ts';
import type {
  CountryInfo, DomainRouteInfo, EventReport, EventReportResult, PingResult, StatusInfo, StatusQuery,
} from '../../contract/wps.ts';
import { request } from './client.ts';

/**
 * The status check. Never cached (the Cache-Control request header also makes the browser bypass
 * its HTTP cache) and silent: the UI picks the domain, maintenance or network screen itself.
 */
export function getStatus(q: StatusQuery): Promise<Envelope<StatusInfo>> {
  return request<StatusInfo>({
    method: 'GET', path: WPS.status, query: { ...q }, silent: true, headers: { 'Cache-Control': 'no-cache' },
  });
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
