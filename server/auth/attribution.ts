import type { Context } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clip } from '../http/reply.ts';
import type { RegisterInput } from './register-check.ts';
import { ATTRIBUTION_CODE } from './register-check.ts';
import type { Attribution } from './register.ts';

/** What a registration says about where it came from (the messaging-app sign-up carries the same fields). */
export type AttributionInput = Partial<Pick<RegisterInput, 'affiliateCode' | 'referralCode' | 'linkId' | 'domain' | 'pixelTrack' | 'registerMethod' | 'registerUrl' | 'loginDeviceId'>>;

/** Member types of agents (spec section 6): an agent's affiliate code is its account name. */
export const AGENT_TYPES: readonly number[] = [1, 2];

/**
 * The account a code names in this merchant, in its stored case, or null. Affiliate codes name agents
 * (the agent page shares ?affiliateCode=<account>); referral codes name any member (the invite page
 * shares ?r=<account> with every player).
 */
export async function accountOfCode(db: Db, merchant: string, code: string, agentsOnly: boolean): Promise<string | null> {
  if (!ATTRIBUTION_CODE.test(code)) return null;
  let q = db.selectFrom('members').select('username')
    .where('merchant', '=', merchant).where(sql<string>`lower(username)`, '=', code.toLowerCase());
  if (agentsOnly) q = q.where('type', 'in', AGENT_TYPES);
  return (await q.executeTakeFirst())?.username ?? null;
}

/**
 * The attribution to store: the payload's, with the host's affiliate code when the payload has none.
 * A code naming nobody is stored as null and logged: a stale link must not block a player's registration.
 */
export async function resolveAttribution(c: Context<AppEnv>, deps: Pick<AppDeps, 'db' | 'logWarn'>, b: AttributionInput): Promise<Attribution> {
  const merchant = c.get('merchant').code;
  const affiliate = b.affiliateCode || c.get('affiliateCode') || null;
  const affiliateCode = affiliate ? await accountOfCode(deps.db, merchant, affiliate, true) : null;
  const referralCode = b.referralCode ? await accountOfCode(deps.db, merchant, b.referralCode, false) : null;
  if (affiliate && !affiliateCode) deps.logWarn(`registration on ${merchant}: affiliate code '${clip(affiliate, 64)}' names no agent; stored as none`);
  if (b.referralCode && !referralCode) deps.logWarn(`registration on ${merchant}: referral code '${clip(b.referralCode, 64)}' names no member; stored as none`);
  return {
    affiliateCode, referralCode: referralCode ?? undefined, linkId: b.linkId, domain: b.domain, pixelTrack: b.pixelTrack,
    registerMethod: b.registerMethod, registerUrl: b.registerUrl, loginDeviceId: b.loginDeviceId,
  };
}
