import { sql } from 'kysely';
import type { LoginVerificationRequest } from '../../contract/auth.ts';
import type { Db, MemberRow } from '../db/schema.ts';
import { clearAttempts, CODE_THROTTLE, codeKey, reserveAttempt } from './attempt-throttle.ts';
import { codeMatches, hashCode, randomDigits, randomToken, sha256Hex } from './secret-codes.ts';
import { totpMatches } from './totp.ts';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Opens a second step: the challenge id goes to the client; the email/SMS code is stored hashed. */
export async function openChallenge(db: Db, member: MemberRow, defaultPassword: boolean, nowMs: number): Promise<{ challengeId: string; code: string }> {
  const challengeId = randomToken();
  const code = randomDigits(6);
  await db.deleteFrom('login_challenges').where('member_id', '=', member.id).where('expires_at', '<=', new Date(nowMs)).execute();
  await db.insertInto('login_challenges').values({
    id_hash: sha256Hex(challengeId), member_id: member.id, code_hash: hashCode(`challenge|${challengeId}`, code),
    default_password: defaultPassword, expires_at: new Date(nowMs + CHALLENGE_TTL_MS).toISOString(), created_at: new Date(nowMs).toISOString(),
  }).execute();
  return { challengeId, code };
}

export type ChallengeResult =
  | { kind: 'ok'; member: MemberRow; defaultPassword: boolean }
  | { kind: 'wrong' }
  /** Unknown, expired, another merchant's, or out of attempts: the login has to start again. */
  | { kind: 'gone' }
  /** The member's wrong codes across all challenges reached CODE_THROTTLE: no code is checked until then. */
  | { kind: 'throttled'; retryAfterMs: number };

/** Checks the code for a method the member has, within the member's code throttle; success closes the challenge for good. */
export async function answerChallenge(db: Db, merchant: string, req: LoginVerificationRequest & { challengeId: string }, nowMs: number): Promise<ChallengeResult> {
  const idHash = sha256Hex(req.challengeId);
  const row = await db.selectFrom('login_challenges')
    .innerJoin('members', 'members.id', 'login_challenges.member_id')
    .selectAll('members')
    .select(['login_challenges.code_hash as challenge_code_hash', 'login_challenges.attempts as challenge_attempts', 'login_challenges.default_password as challenge_default_password'])
    .where('login_challenges.id_hash', '=', idHash)
    .where('login_challenges.expires_at', '>', new Date(nowMs))
    .where('members.merchant', '=', merchant)
    .executeTakeFirst();
  if (!row || row.challenge_attempts >= CHALLENGE_MAX_ATTEMPTS) return { kind: 'gone' };
  const { challenge_code_hash: codeHash, challenge_attempts: _a, challenge_default_password: defaultPassword, ...member } = row;
  // Per member, not per challenge: new logins open new challenges, but not new guesses.
  const key = codeKey(merchant, member.id);
  const reservation = await reserveAttempt(db, key, CODE_THROTTLE, nowMs);
  if (reservation.kind === 'locked') return { kind: 'throttled', retryAfterMs: reservation.retryAfterMs };
  const allowed = member.login_verify?.[req.method] === true;
  const right = allowed && (req.method === 'ga'
    ? member.ga_secret !== null && totpMatches(member.ga_secret, req.code, nowMs)
    : codeMatches(codeHash, `challenge|${req.challengeId}`, req.code));
  if (!right) {
    await db.updateTable('login_challenges').set({ attempts: sql<number>`attempts + 1` }).where('id_hash', '=', idHash).execute();
    return { kind: 'wrong' };
  }
  await clearAttempts(db, key);
  const closed = await db.deleteFrom('login_challenges').where('id_hash', '=', idHash).executeTakeFirst();
  return closed.numDeletedRows > 0n ? { kind: 'ok', member: member as MemberRow, defaultPassword } : { kind: 'gone' };
}
