import { createHash, randomBytes } from 'node:crypto';
import type { Db, MemberRow } from '../db/schema.ts';

export const SESSION_TTL_MS = 7 * 24 * 3_600_000;
/** Live sessions per member (phones, tablets, an app and a browser or two); the 11th ends the oldest. */
export const MAX_SESSIONS_PER_MEMBER = 10;

/** Only this hash is stored, so a database dump cannot be replayed as tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new session; mustChangePassword marks one issued under a forced password change. */
export async function createSession(db: Db, memberId: number, nowMs: number, mustChangePassword = false): Promise<string> {
  const token = randomBytes(32).toString('hex');
  // Expired sessions are dead weight: each login clears its member's (sessions_member index).
  await db.deleteFrom('sessions').where('member_id', '=', memberId).where('expires_at', '<=', new Date(nowMs)).execute();
  await db.insertInto('sessions').values({
    token_hash: hashToken(token),
    member_id: memberId,
    expires_at: new Date(nowMs + SESSION_TTL_MS).toISOString(),
    created_at: new Date(nowMs).toISOString(),
    must_change_password: mustChangePassword,
  }).execute();
  // Past the cap the oldest sessions end (seq is the creation order, created_at ties within a millisecond).
  await db.deleteFrom('sessions').where('member_id', '=', memberId)
    .where('token_hash', 'in', (eb) => eb.selectFrom('sessions').select('token_hash').where('member_id', '=', memberId)
      .orderBy('seq', 'desc').offset(MAX_SESSIONS_PER_MEMBER))
    .execute();
  return token;
}

export interface LiveSession { member: MemberRow; mustChangePassword: boolean }

/** The member behind a live token of this merchant and the session's forced-change mark, or null. */
export async function findSession(db: Db, token: string, merchant: string, nowMs: number): Promise<LiveSession | null> {
  const row = await db.selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .selectAll('members')
    .select('sessions.must_change_password as session_must_change_password')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date(nowMs))
    .where('members.merchant', '=', merchant)
    .executeTakeFirst();
  if (!row) return null;
  const { session_must_change_password: mustChangePassword, ...member } = row;
  return { member, mustChangePassword };
}

/** After the password change: this session is released, every other session of the member ends. */
export async function keepOnlySession(db: Db, memberId: number, token: string): Promise<void> {
  const hash = hashToken(token);
  await db.updateTable('sessions').set({ must_change_password: false }).where('token_hash', '=', hash).execute();
  await db.deleteFrom('sessions').where('member_id', '=', memberId).where('token_hash', '<>', hash).execute();
}

/** Revokes a token of this merchant's members only: another merchant's host cannot end the session. */
export async function revokeSession(db: Db, token: string, merchant: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .where('member_id', 'in', (eb) => eb.selectFrom('members').select('id').where('merchant', '=', merchant))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
