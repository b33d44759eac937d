import { createHash, randomBytes } from 'node:crypto';
import type { Db, MemberRow } from '../db/schema.ts';

export const SESSION_TTL_MS = 7 * 24 * 3_600_000;

/** Only this hash is stored, so a database dump cannot be replayed as tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export async function createSession(db: Db, memberId: number, nowMs: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  // Expired sessions are dead weight: each login clears its member's (sessions_member index).
  await db.deleteFrom('sessions').where('member_id', '=', memberId).where('expires_at', '<=', new Date(nowMs)).execute();
  await db.insertInto('sessions').values({
    token_hash: hashToken(token),
    member_id: memberId,
    expires_at: new Date(nowMs + SESSION_TTL_MS).toISOString(),
    created_at: new Date(nowMs).toISOString(),
  }).execute();
  return token;
}

/** The member behind a live token of this merchant, or null (unknown, expired, other merchant). */
export async function findSessionMember(db: Db, token: string, merchant: string, nowMs: number): Promise<MemberRow | null> {
  const row = await db.selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .selectAll('members')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date(nowMs))
    .where('members.merchant', '=', merchant)
    .executeTakeFirst();
  return row ?? null;
}

/** Revokes a token of this merchant's members only: another merchant's host cannot end the session. */
export async function revokeSession(db: Db, token: string, merchant: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .where('member_id', 'in', (eb) => eb.selectFrom('members').select('id').where('merchant', '=', merchant))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
