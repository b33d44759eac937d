import type { Context } from 'hono';
import { sql } from 'kysely';
import { CODES } from '../../contract/serverCodes.ts';
import type { Db } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';
import { codeMatches, hashCode, randomDigits } from './secret-codes.ts';
import { smsLimitWait, smsLimitError } from './sms-limits.ts';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_DAILY_MAX = 10;
const DAY_MS = 24 * 3_600_000;

/** One key per number: '63-9171234567'. */
export const phoneKey = (countryDialingCode: string, mobileNum: string): string => `${countryDialingCode}-${mobileNum}`;
const scopeOf = (merchant: string, phone: string): string => `sms|${merchant}|${phone}`;

/**
 * Issues a new code (stored hashed), refusing it within the resend spacing, past the number's daily cap,
 * and past the anti-pumping limits of sms-limits.ts (429 with Retry-After, set on the context).
 */
export async function issueSmsCode(c: Context, db: Db, merchant: string, phone: string, clientIp: string, nowMs: number): Promise<string> {
  const recent = await db.selectFrom('sms_codes').select('created_at')
    .where('merchant', '=', merchant).where('phone', '=', phone)
    .where('created_at', '>', new Date(nowMs - DAY_MS))
    .orderBy('created_at', 'desc').execute();
  const last = recent[0];
  if (last && new Date(last.created_at).getTime() > nowMs - SMS_RESEND_MS) {
    const wait = Math.ceil((new Date(last.created_at).getTime() + SMS_RESEND_MS - nowMs) / 1000);
    throw new HttpError(429, CODES.smsResendTooSoon, `a code was sent to this number; ask again in ${wait} s`);
  }
  if (recent.length >= SMS_DAILY_MAX) throw new HttpError(429, CODES.smsDailyLimit, 'too many codes for this number today');
  const limited = await smsLimitWait(db, merchant, phone, clientIp, nowMs);
  if (limited) {
    c.header('Retry-After', String(limited.retryAfterS));
    throw smsLimitError(limited.retryAfterS);
  }
  const code = randomDigits(SMS_CODE_LENGTH);
  // Older codes for the number die with the new one: only the latest message is valid.
  await db.updateTable('sms_codes').set({ consumed_at: new Date(nowMs).toISOString() })
    .where('merchant', '=', merchant).where('phone', '=', phone).where('consumed_at', 'is', null).execute();
  await db.insertInto('sms_codes').values({
    merchant, phone, client_ip: clientIp, code_hash: hashCode(scopeOf(merchant, phone), code),
    expires_at: new Date(nowMs + SMS_CODE_TTL_MS).toISOString(), created_at: new Date(nowMs).toISOString(),
  }).execute();
  return code;
}

/** True once for the live code of the number; a wrong try counts against its attempts. */
export async function consumeSmsCode(db: Db, merchant: string, phone: string, code: string, nowMs: number): Promise<boolean> {
  const row = await db.selectFrom('sms_codes').select(['id', 'code_hash', 'attempts'])
    .where('merchant', '=', merchant).where('phone', '=', phone)
    .where('consumed_at', 'is', null).where('expires_at', '>', new Date(nowMs))
    .orderBy('created_at', 'desc').executeTakeFirst();
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) return false;
  if (!/^\d{6}$/.test(code) || !codeMatches(row.code_hash, scopeOf(merchant, phone), code)) {
    await db.updateTable('sms_codes').set({ attempts: sql<number>`attempts + 1` }).where('id', '=', row.id).execute();
    return false;
  }
  // The consumed_at guard makes two racing uses of one code succeed once.
  const used = await db.updateTable('sms_codes').set({ consumed_at: new Date(nowMs).toISOString() })
    .where('id', '=', row.id).where('consumed_at', 'is', null).executeTakeFirst();
  return used.numUpdatedRows > 0n;
}
