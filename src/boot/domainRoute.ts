/**
 * Domain route (spec sections 2 and 7): when the merchant turns it on and the site runs on a host that
 * is not one of its listed fast domains, the fastest listed domain that answers takes over, at
 * /m/index.html with the current query, the affiliate code (unless www) and r for the referral.
 */
import { WPS, type DomainRouteInfo } from '../../contract/wps.ts';
import { request } from '../api/client.ts';
import { resolveAffiliate } from '../lib/affiliate.ts';
import { localStore } from '../lib/memoryStorage.ts';

/** A probe slower than this counts as no answer. */
export const DOMAIN_PROBE_TIMEOUT_MS = 3000;
const MAX_DOMAINS = 10;
/** A host name with an optional port: anything else in domainName is refused, never navigated to. */
const HOST = /^(?=.{1,253}(?::\d{1,5})?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/i;

export function isDomainName(x: unknown): x is string {
  return typeof x === 'string' && HOST.test(x);
}

/** The listed domains the answer names validly, lower-cased, at most ten. */
export function routeDomains(info: unknown): string[] {
  const domainList = (info as Partial<DomainRouteInfo> | null)?.domainList;
  const list: unknown[] = Array.isArray(domainList) ? domainList : [];
  const names = list.map((d) => (d as { domainName?: unknown } | null)?.domainName);
  const bad = names.filter((n) => !isDomainName(n));
  if (bad.length) console.warn(`[domainRoute] ignored ${bad.length} malformed domain name(s)`);
  return [...new Set(names.filter(isDomainName).map((n) => n.toLowerCase()))].slice(0, MAX_DOMAINS);
}

export interface SwitchInput { protocol: string; domain: string; search: string; affiliateCode: string; referralCode: string }

/** /m/index.html on the domain, carrying the query, the affiliate code unless www, and r. */
export function domainSwitchUrl(i: SwitchInput): string {
  const q = new URLSearchParams(i.search);
  if (i.affiliateCode && i.affiliateCode.toLowerCase() !== 'www') q.set('affiliateCode', i.affiliateCode);
  if (i.referralCode) q.set('r', i.referralCode);
  const query = q.toString();
  return `${i.protocol}//${i.domain}/m/index.html${query ? `?${query}` : ''}`;
}

/** Round-trip time to a domain, or null when it does not answer in time. */
export type Probe = (domain: string) => Promise<number | null>;

export const fetchProbe = (protocol: string): Probe => async (domain) => {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), DOMAIN_PROBE_TIMEOUT_MS);
  const t0 = performance.now();
  try {
    // Opaque is enough: only the time to an answer matters.
    await fetch(`${protocol}//${domain}/robots.txt?probe=${Date.now()}`, { mode: 'no-cors', cache: 'no-store', signal: ctl.signal });
    return performance.now() - t0;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
};

/** The domain with the shortest answer time; null when none answers. */
export async function fastestDomain(domains: readonly string[], probe: Probe): Promise<string | null> {
  const times = await Promise.all(domains.map(async (d) => [d, await probe(d).catch(() => null)] as const));
  const answered = times.filter((t): t is readonly [string, number] => t[1] !== null).sort((a, b) => a[1] - b[1]);
  return answered[0]?.[0] ?? null;
}

/**
 * Runs the route once; returns the URL it switched to, or null. Staying on a listed domain means the
 * target never switches again, so two domains cannot bounce a visitor between them.
 */
export async function routeToFasterDomain(probe: Probe = fetchProbe(location.protocol), go = (url: string) => location.replace(url)): Promise<string | null> {
  // Silent: a background optimisation has nothing to tell the visitor when it fails.
  const env = await request<DomainRouteInfo>({ method: 'GET', path: WPS.domainRoute, query: { device: 'MOBILE' }, silent: true });
  if (!env.success) return null;
  const domains = routeDomains(env.value);
  if (domains.length === 0 || domains.includes(location.host.toLowerCase())) return null;
  const target = await fastestDomain(domains, probe);
  if (!target) return null;
  const { affiliateCode, referralCode } = resolveAffiliate({ host: location.host, search: location.search, storage: localStore() });
  const url = domainSwitchUrl({ protocol: location.protocol, domain: target, search: location.search, affiliateCode, referralCode });
  go(url);
  return url;
}
