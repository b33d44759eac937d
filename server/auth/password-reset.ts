import { CODES } from '../../contract/serverCodes.ts';
import type { Db } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { clearAttempts, loginKey } from './attempt-throttle.ts';
import { dialingCodeOf, normalizeMobile } from './method-gate.ts';
import { findByMobile } from './members.ts';
import { hashPassword } from './password.ts';
import { assertStrongPassword, passwordWeakness } from './password-policy.ts';
import { safeEqual } from './secret-codes.ts';
import { consumeSmsCode, phoneKey } from './sms-codes.ts';

/**
 * The production path of the legacy password reset (encrypted; its body was not seen): the body here is the
 * reference server's assumption. The code is asked through /wps/verification/sms/noLogin like any SMS code.
 */
export const PASSWORD_RESET_PATH = '/wps/member/password/verification';

export interface PasswordResetRequest { countryDialingCode: string; mobileNum: string; code: string; newPassword: string }

/**
 * "Forgot password" by SMS: the live code of the number proves the player; the new password follows the
 * policy and is not the merchant's default. Every session of the member ends and the login throttle is
 * cleared. The weak-password check runs before the code is spent, so a refused password keeps the code.
 */
export async function resetPasswordBySms(db: Db, merchant: Merchant, req: PasswordResetRequest, nowMs: number): Promise<void> {
  const cc = dialingCodeOf(merchant, req.countryDialingCode);
  const num = normalizeMobile(req.mobileNum);
  if (passwordWeakness(req.newPassword, '') !== null) assertStrongPassword(req.newPassword, '', 'newPassword');
  if (safeEqual(req.newPassword, merchant.config.server.defaultRegistrationPassword)) {
    throw new HttpError(200, CODES.passwordNotAllowed, 'choose a password other than the default one');
  }
  // An unknown number answers a wrong code like a known one; only the right code learns it has no account.
  if (!(await consumeSmsCode(db, merchant.code, phoneKey(cc, num), req.code, nowMs))) {
    throw new HttpError(200, CODES.smsCodeInvalid, 'the SMS code is wrong or expired; ask for a new one');
  }
  const member = await findByMobile(db, merchant.code, cc, num);
  if (!member) throw new HttpError(200, CODES.notExistsUser, 'no account has this mobile number');
  assertStrongPassword(req.newPassword, member.username, 'newPassword');
  await db.updateTable('members').set({
    password_hash: await hashPassword(req.newPassword),
    password_expired: false, uses_default_password: false,
    password_changed_at: new Date(nowMs).toISOString(),
  }).where('id', '=', member.id).execute();
  // Whoever held a session or was guessing the old password starts over.
  await db.deleteFrom('sessions').where('member_id', '=', member.id).execute();
  await clearAttempts(db, loginKey(merchant.code, 'username', member.username));
  await clearAttempts(db, loginKey(merchant.code, 'mobile', phoneKey(cc, num)));
}
