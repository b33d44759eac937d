/**
 * Affiliate and referral codes (spec sections 2 and 3): from the query, the host's first label, or
 * the locally stored registration info (reg_info).
 */
import { isIpName, splitHost } from '../../contract/host.ts';
import { safeGetJSON, safeSetJSON } from './storage.ts';

export const REG_INFO_KEY = 'reg_info';

export interface RegInfo { affiliateCode: string; referralCode: string; originalDomain: string }
export type AffiliateSource = 'query' | 'host' | 'stored' | 'none';
export interface ResolvedAffiliate { affiliateCode: string; referralCode: string; source: AffiliateSource }

/** First labels that name the main site, not an affiliate; preview is the code preview host. */
const NON_AFFILIATE_LABELS = new Set(['www', 'preview']);
/** Codes travel in URLs and payloads, so only a plain charset is trusted. */
const CODE = /^[A-Za-z0-9._-]{1,64}$/;

function validCode(v: string | null | undefined, what: string): string {
  if (v === null || v === undefined || v === '') return '';
  if (CODE.test(v)) return v;
  console.warn(`[affiliate] ignored malformed ${what}`);
  return '';
}

/** Lower-cased name (IPv6 literals keep their brackets, a fully qualified name loses its final dot) and port part. */
/** The affiliate code carried by the host's first label; '' for www, preview, localhost, IPs and two-label hosts. */
export function affiliateFromHost(host: string): string {
  const { name } = splitHost(host);
  if (name === '' || isIpName(name)) return '';
  const labels = name.split('.');
  if (labels.length <= 2) return '';
  const first = labels[0] ?? '';
  if (NON_AFFILIATE_LABELS.has(first)) return '';
  return validCode(first, 'host label');
}

function isRegInfo(x: unknown): x is RegInfo {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return typeof r.affiliateCode === 'string' && typeof r.referralCode === 'string' && typeof r.originalDomain === 'string';
}

/** The stored registration info, or null when absent or corrupt (corrupt entries are logged and removed). */
export function readRegInfo(storage: Storage): RegInfo | null {
  return safeGetJSON(storage, REG_INFO_KEY, isRegInfo);
}

/** Query affiliateCode wins, then the host label, then reg_info; the referral code from r/referralCode, else reg_info. */
export function resolveAffiliate(input: { host: string; search: string; storage: Storage }): ResolvedAffiliate {
  const q = new URLSearchParams(input.search);
  const stored = readRegInfo(input.storage);
  const referralCode =
    validCode(q.get('referralCode'), 'referralCode') || validCode(q.get('r'), 'r') ||
    validCode(stored?.referralCode, 'stored referralCode');

  const fromQuery = validCode(q.get('affiliateCode'), 'affiliateCode');
  if (fromQuery) return { affiliateCode: fromQuery, referralCode, source: 'query' };
  const fromHost = affiliateFromHost(input.host);
  if (fromHost) return { affiliateCode: fromHost, referralCode, source: 'host' };
  const fromStore = validCode(stored?.affiliateCode, 'stored affiliateCode');
  if (fromStore) return { affiliateCode: fromStore, referralCode, source: 'stored' };
  return { affiliateCode: '', referralCode, source: 'none' };
}

/**
 * The host with its first label replaced by the affiliate code (spec section 3). A two-label host
 * gets the code prepended; localhost, IPs and an empty code leave the host as it is.
 */
export function originalDomainFor(host: string, affiliateCode: string): string {
  const { name, port } = splitHost(host);
  if (!affiliateCode || name === '' || isIpName(name) || !name.includes('.')) return host.trim().toLowerCase();
  const labels = name.split('.');
  return [affiliateCode, ...(labels.length <= 2 ? labels : labels.slice(1))].join('.') + port;
}

/** Writes reg_info; returns what was written, or null when storage refused it. */
export function saveRegInfo(storage: Storage, host: string, affiliateCode: string, referralCode: string): RegInfo | null {
  const info: RegInfo = {
    affiliateCode: validCode(affiliateCode, 'affiliateCode'),
    referralCode: validCode(referralCode, 'referralCode'),
    originalDomain: '',
  };
  info.originalDomain = originalDomainFor(host, info.affiliateCode);
  return safeSetJSON(storage, REG_INFO_KEY, info) ? info : null;
}
