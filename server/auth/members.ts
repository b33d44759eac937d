import { sql } from 'kysely';
import { CODES } from '../../contract/serverCodes.ts';
import type { Db, MemberRow } from '../db/schema.ts';
import type { SocialLink } from '../../contract/loginProviders.ts';
import { HttpError } from '../http/reply.ts';

/** The identity families of contract/loginProviders.ts (social_links.provider). */
export type SocialProvider = SocialLink;

/** Case-insensitive, like the unique index members_merchant_username_lower. */
export async function findByUsername(db: Db, merchant: string, username: string): Promise<MemberRow | null> {
  return (await db.selectFrom('members').selectAll()
    .where('merchant', '=', merchant)
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst()) ?? null;
}

export async function findByMobile(db: Db, merchant: string, countryDialingCode: string, mobileNum: string): Promise<MemberRow | null> {
  return (await db.selectFrom('members').selectAll()
    .where('merchant', '=', merchant).where('mobile_dialing_code', '=', countryDialingCode).where('mobile_num', '=', mobileNum)
    .executeTakeFirst()) ?? null;
}

/** The member a provider identity is linked to, or null ("no linked account"). */
export async function findByLink(db: Db, merchant: string, provider: SocialProvider, subject: string): Promise<MemberRow | null> {
  return (await db.selectFrom('social_links').innerJoin('members', 'members.id', 'social_links.member_id')
    .selectAll('members')
    .where('social_links.merchant', '=', merchant).where('social_links.provider', '=', provider).where('social_links.subject', '=', subject)
    .executeTakeFirst()) ?? null;
}

/**
 * Links an identity to a member. Relinking the same pair is a no-op; an identity of another member, or a
 * member already linked to another identity of this provider, is refused with social.already.bound.
 */
export async function linkIdentity(db: Db, merchant: string, provider: SocialProvider, subject: string, memberId: number): Promise<void> {
  const owner = await findByLink(db, merchant, provider, subject);
  if (owner?.id === memberId) return;
  const refused = new HttpError(200, CODES.socialAlreadyBound, `this ${provider} account is already linked to another member`);
  if (owner) throw refused;
  const inserted = await db.insertInto('social_links').values({ merchant, provider, subject, member_id: memberId })
    .onConflict((oc) => oc.doNothing()).returning('member_id').executeTakeFirst();
  if (!inserted) throw refused;
}

/** The unique-index violation of PostgreSQL (pg and PGlite both report SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
