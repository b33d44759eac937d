import { sql } from 'kysely';
import { MAIL_CODE_PATTERN, MAIL_CODES } from '../../contract/verification.ts';
import type { Db } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';

export { MAIL_CODES };
import { codeMatches, hashCode, randomDigits } from './secret-codes.ts';

export const MAIL_CODE_TTL_MS = 10 * 60_000;
export const MAIL_RESEND_MS = 60_000;
export const MAIL_MAX_ATTEMPTS = 5;
export const MAIL_DAILY_MAX = 10;
const DAY_MS = 24 * 3_600_000;

/** Why a code was mailed: a code of one purpose never passes for the other. */
export type MailPurpose = 'register' | 'reset';


/** Addresses compare without case and outer spaces: one mailbox, one key. */
export const mailKey = (email: string): string => email.trim().toLowerCase();

const rowId = (merchant: string, purpose: MailPurpose, email: string): string => `mail|${merchant}|${purpose}|${mailKey(email)}`;
const scopeOf = (merchant: string, purpose: MailPurpose, email: string): string => `mail|${merchant}|${purpose}|${mailKey(email)}`;

type Entry = { hash: string; sentAt: string; codeExpires: string; attempts: string; verified: string; dayStart: string; dayCount: string };

async function read(db: Db, id: string): Promise<Entry | null> {
  const row = await db.selectFrom('captcha_entries').select('data').where('id', '=', id).where('kind', '=', 'mail').executeTakeFirst();
  return (row?.data as Entry | undefined) ?? null;
}

async function write(db: Db, id: string, merchant: string, e: Entry): Promise<void> {
  // The row lives as long as its daily counter, so the cap holds after the code itself expired.
  const expiresAt = Number(e.dayStart) + DAY_MS;
  await sql`insert into captcha_entries (id, kind, merchant, data, expires_at) values (${id}, 'mail', ${merchant}, ${JSON.stringify(e)}::jsonb, ${expiresAt})
    on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at`.execute(db);
}

/**
 * A new code for the address (only the latest one is valid), refused within the resend spacing and past the
 * address's daily cap (429). Kept in captcha_entries (kind 'mail'), so every instance on the database shares it.
 */
export async function issueMailCode(db: Db, merchant: string, purpose: MailPurpose, email: string, nowMs: number): Promise<string> {
  const id = rowId(merchant, purpose, email);
  const prev = await read(db, id);
  const fresh = !prev || Number(prev.dayStart) + DAY_MS <= nowMs;
  if (prev && Number(prev.sentAt) + MAIL_RESEND_MS > nowMs) {
    const wait = Math.ceil((Number(prev.sentAt) + MAIL_RESEND_MS - nowMs) / 1000);
    throw new HttpError(429, MAIL_CODES.resendTooSoon, `a code was mailed to this address; ask again in ${wait} s`);
  }
  if (!fresh && Number(prev.dayCount) >= MAIL_DAILY_MAX) throw new HttpError(429, MAIL_CODES.dailyLimit, 'too many codes for this address today');
  const code = randomDigits(6);
  await write(db, id, merchant, {
    hash: hashCode(scopeOf(merchant, purpose, email), code), sentAt: String(nowMs), codeExpires: String(nowMs + MAIL_CODE_TTL_MS),
    attempts: '0', verified: '0', dayStart: fresh ? String(nowMs) : prev.dayStart, dayCount: String(fresh ? 1 : Number(prev.dayCount) + 1),
  });
  return code;
}

/**
 * Checks the live code of the address; a wrong try counts against its attempts. `consume` spends it (the
 * registration or the reset); otherwise a right code is only marked verified (A17) and stays live.
 * `requireVerified`: the code must have passed the verify call first.
 */
export async function checkMailCode(db: Db, merchant: string, purpose: MailPurpose, email: string, code: string, nowMs: number,
  opts: { consume: boolean; requireVerified?: boolean }): Promise<boolean> {
  const id = rowId(merchant, purpose, email);
  const e = await read(db, id);
  if (!e || e.hash === '' || Number(e.codeExpires) <= nowMs || Number(e.attempts) >= MAIL_MAX_ATTEMPTS) return false;
  if (!MAIL_CODE_PATTERN.test(code) || !codeMatches(e.hash, scopeOf(merchant, purpose, email), code)) {
    // Counted in one statement, so parallel wrong guesses are all counted.
    await sql`update captcha_entries set data = jsonb_set(data, '{attempts}', to_jsonb(((data->>'attempts')::int + 1)::text))
      where id = ${id} and kind = 'mail'`.execute(db);
    return false;
  }
  if (opts.requireVerified && e.verified !== '1') return false;
  if (!opts.consume) {
    await sql`update captcha_entries set data = jsonb_set(data, '{verified}', '"1"'::jsonb) where id = ${id} and kind = 'mail'`.execute(db);
    return true;
  }
  // Compare-and-set on the hash: of two racing uses of one code, one wins.
  const { rows } = await sql<{ id: string }>`update captcha_entries set data = jsonb_set(data, '{hash}', '""'::jsonb)
    where id = ${id} and kind = 'mail' and data->>'hash' = ${e.hash} returning id`.execute(db);
  return rows.length === 1;
}

/** The refusal of a wrong, used or expired code. */
export const mailCodeInvalid = (): HttpError => new HttpError(200, MAIL_CODES.invalid, 'the code is wrong or expired; ask for a new one');
