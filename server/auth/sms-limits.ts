import { CODES } from '../../contract/serverCodes.ts';
import type { Db } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits that stop SMS pumping across numbers (the per-number spacing and daily cap are in sms-codes.ts),
 * counted from sms_codes in the database, so they hold across restarts and server instances:
 * - per client address, all merchants: 10 an hour (a player needs one or two; players behind one carrier NAT share it);
 * - per merchant and number block (dialing code and the first 6 national digits, a range of 10,000 or fewer
 *   numbers, which is how premium-rate ranges are rented): 10 an hour;
 * - per merchant: 20 a minute (several times a busy merchant's registrations, far below a pump's rate).
 */
export const SMS_LIMITS = {
  perIp: { max: 10, windowMs: HOUR },
  perBlock: { max: 10, windowMs: HOUR, digits: 6 },
  perMerchant: { max: 20, windowMs: MINUTE },
} as const;

/** '63-917123' of '63-9171234567': the number block the per-block limit counts. */
export const numberBlock = (phone: string): string => {
  const [cc = '', num = ''] = phone.split('-');
  return `${cc}-${num.slice(0, SMS_LIMITS.perBlock.digits)}`;
};

/** The wait when the next code would pass a limit (the oldest counted code sets it), else null. Phones are digits and '-', so LIKE needs no escaping. */
export async function smsLimitWait(db: Db, merchant: string, phone: string, clientIp: string, nowMs: number): Promise<{ retryAfterS: number } | null> {
  const checks = [
    { limit: SMS_LIMITS.perIp, query: db.selectFrom('sms_codes').where('client_ip', '=', clientIp) },
    { limit: SMS_LIMITS.perBlock, query: db.selectFrom('sms_codes').where('merchant', '=', merchant).where('phone', 'like', `${numberBlock(phone)}%`) },
    { limit: SMS_LIMITS.perMerchant, query: db.selectFrom('sms_codes').where('merchant', '=', merchant) },
  ];
  for (const { limit, query } of checks) {
    const since = new Date(nowMs - limit.windowMs);
    const rows = await query.select('created_at').where('created_at', '>', since).orderBy('created_at', 'desc').limit(limit.max).execute();
    const oldest = rows[limit.max - 1];
    if (oldest) return { retryAfterS: Math.max(1, Math.ceil((new Date(oldest.created_at).getTime() + limit.windowMs - nowMs) / 1000)) };
  }
  return null;
}

export const smsLimitError = (retryAfterS: number): HttpError =>
  new HttpError(429, CODES.smsSendLimit, `too many SMS codes were asked from here or for numbers like this one; try again in ${Math.ceil(retryAfterS / 60)} min`);
