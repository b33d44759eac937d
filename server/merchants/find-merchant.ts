import { splitHost } from '../../contract/host.ts';
import type { Db, MerchantDomainsTable } from '../db/schema.ts';
import type { Merchant } from './merchant-config.ts';

export interface HostMatch {
  merchant: string;
  /** First label in front of a wildcard base; '' for www, an exact domain or an IP. */
  affiliateCode: string;
}

/** DNS names are at most 253 characters; a longer Host cannot be a merchant's, whatever it claims. */
const MAX_HOSTNAME = 253;

/** 'Aff42.Demo.localhost:8080' -> 'aff42.demo.localhost'; '[::1]:8080' -> '::1'. */
export function hostnameOf(host: string): string {
  return splitHost(host).name;
}

/** Every pattern that could match a hostname: itself, and '*.' before each of its parent domains. */
export function candidatePatterns(hostname: string): string[] {
  const labels = hostname.split('.');
  return [hostname, ...labels.slice(1).map((_, i) => `*.${labels.slice(i + 1).join('.')}`)];
}

/** Exact patterns win; among wildcards the longest base wins, so a sub-merchant can sit under another. */
export function matchHost(hostname: string, domains: readonly MerchantDomainsTable[]): HostMatch | null {
  const exact = domains.find((d) => d.pattern === hostname);
  if (exact) return { merchant: exact.merchant, affiliateCode: '' };
  let best: { d: MerchantDomainsTable; base: string } | null = null;
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
export async function findMerchantByHost(db: Db, hostname: string): Promise<{ merchant: Merchant; affiliateCode: string } | null> {
  if (hostname.length > MAX_HOSTNAME) return null;
  // One round trip on every /wps call: only the patterns that could match, each with its merchant row.
  const rows = await db.selectFrom('merchant_domains')
    .innerJoin('merchants', 'merchants.code', 'merchant_domains.merchant')
    .select(['merchant_domains.pattern', 'merchant_domains.merchant', 'merchants.name', 'merchants.config'])
    .where('merchant_domains.pattern', 'in', candidatePatterns(hostname))
    .execute();
  const match = matchHost(hostname, rows);
  const row = match && rows.find((r) => r.merchant === match.merchant);
  return row && match ? { merchant: { code: row.merchant, name: row.name, config: row.config }, affiliateCode: match.affiliateCode } : null;
}
