import type { Db } from '../db/schema.ts';
import type { Merchant } from './merchant-config.ts';

/** A merchant_domains row: an exact host or a wildcard '*.base'. */
export interface DomainPattern { pattern: string; merchant: string }

export interface HostMatch {
  merchant: string;
  /** First label in front of a wildcard base; '' for www, an exact domain or an IP. */
  affiliateCode: string;
}

/** 'Aff42.Demo.localhost:8080' -> 'aff42.demo.localhost'; '[::1]:8080' -> '::1'. */
export function hostnameOf(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  const colon = h.lastIndexOf(':');
  return (colon >= 0 && h.indexOf(':') === colon ? h.slice(0, colon) : h).replace(/\.$/, '');
}

/** Exact patterns win; among wildcards the longest base wins, so a sub-merchant can sit under another. */
export function matchHost(hostname: string, domains: readonly DomainPattern[]): HostMatch | null {
  const exact = domains.find((d) => d.pattern === hostname);
  if (exact) return { merchant: exact.merchant, affiliateCode: '' };
  let best: { d: DomainPattern; base: string } | null = null;
  for (const d of domains) {
    if (!d.pattern.startsWith('*.')) continue;
    const base = d.pattern.slice(2);
    if (hostname.endsWith(`.${base}`) && (!best || base.length > best.base.length)) best = { d, base };
  }
  if (!best) return null;
  const label = hostname.slice(0, hostname.length - best.base.length - 1).split('.')[0] ?? '';
  return { merchant: best.d.merchant, affiliateCode: label === 'www' ? '' : label };
}

export async function findMerchantByCode(db: Db, code: string): Promise<Merchant | null> {
  const row = await db.selectFrom('merchants').select(['code', 'name', 'config']).where('code', '=', code).executeTakeFirst();
  return row ?? null;
}

/** The merchant serving this hostname plus the affiliate code read from it, or null (domain_not_available). */
export async function findMerchantByHost(db: Db, hostname: string): Promise<{ merchant: Merchant; match: HostMatch } | null> {
  // The table is a handful of rows per merchant; reading it whole keeps wildcard rules in one place (matchHost).
  const domains = await db.selectFrom('merchant_domains').select(['pattern', 'merchant']).execute();
  const match = matchHost(hostname, domains);
  if (!match) return null;
  const merchant = await findMerchantByCode(db, match.merchant);
  return merchant ? { merchant, match } : null;
}
