/**
 * Where a launched game sends the player back to: only the merchant's own hosts, on the request's own
 * scheme and port. Anything else becomes the merchant's home on the request's origin, so a stale or
 * hostile link never breaks a launch and never sends a member to another site.
 */
import { BASE, PATHS } from '../../contract/routes.ts';
import type { Db } from '../db/schema.ts';
import { findMerchantByHost, hostnameOf } from '../merchants/find-merchant.ts';
import type { Merchant } from '../merchants/merchant-config.ts';

export interface BackUrlDecision {
  url: string;
  /** Set when the raw value was refused and replaced: why, for the log line. */
  replaced: string | null;
}

const parse = (raw: string, base?: string): URL | null => {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
};

async function refusal(db: Db, merchant: Merchant, raw: string, request: URL): Promise<string | null> {
  // Relative targets must literally be /m/ paths; '//host' and backslashes are other origins in disguise.
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(raw);
  if (!absolute && (!raw.startsWith(`${BASE}/`) || raw.includes('\\'))) return 'not an /m/ path';
  const url = parse(raw, request.origin);
  if (!url) return 'unparsable';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not http(s)';
  if (url.username || url.password) return 'has credentials';
  if (url.protocol !== request.protocol) return 'other scheme';
  if (url.port !== request.port) return 'other port';
  if (url.host === request.host) return null;
  const found = await findMerchantByHost(db, hostnameOf(url.host));
  return found?.merchant.code === merchant.code ? null : 'not a host of this merchant';
}

/** raw is the query's backUrl; requestUrl the launch request's own URL (its origin is the fallback). */
export async function launchBackUrl(db: Db, merchant: Merchant, raw: string, requestUrl: string): Promise<BackUrlDecision> {
  const request = new URL(requestUrl);
  const why = await refusal(db, merchant, raw, request);
  if (why === null) return { url: new URL(raw, request.origin).href, replaced: null };
  return { url: `${request.origin}${BASE}${PATHS.home}`, replaced: why };
}
