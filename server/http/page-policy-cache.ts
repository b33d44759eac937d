import type { Db } from '../db/schema.ts';
import { findMerchantByHost } from '../merchants/find-merchant.ts';
import { buildPagePolicy, type PagePolicy } from './content-security-policy.ts';

/** A merchant's configuration change reaches its pages' policy within this time. */
export const PAGE_POLICY_TTL_MS = 60_000;
/** Hostnames held at once (affiliate hosts are many); the oldest goes first. */
export const PAGE_POLICY_MAX_HOSTS = 1000;

/**
 * The page policy per hostname, built once and kept for PAGE_POLICY_TTL_MS: only HTML answers ask,
 * and a burst of page loads on one host costs one merchant lookup.
 */
export function pagePolicyCache(db: Db, now: () => number = Date.now): (hostname: string) => Promise<PagePolicy> {
  const known = new Map<string, { policy: Promise<PagePolicy>; until: number }>();
  return (hostname) => {
    const t = now();
    const hit = known.get(hostname);
    if (hit && hit.until > t) return hit.policy;
    const env = { authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null };
    const policy = findMerchantByHost(db, hostname).then(
      (found) => buildPagePolicy(found?.merchant ?? null, env),
      // A failed lookup gets the strictest policy (own sources, no framing) and is not kept.
      () => {
        if (known.get(hostname)?.policy === policy) known.delete(hostname);
        return buildPagePolicy(null, env);
      },
    );
    known.delete(hostname);
    if (known.size >= PAGE_POLICY_MAX_HOSTS) known.delete(known.keys().next().value as string);
    known.set(hostname, { policy, until: t + PAGE_POLICY_TTL_MS });
    return policy;
  };
}
