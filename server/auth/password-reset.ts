import { CODES } from '../../contract/serverCodes.ts';
import type { Db } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { clearAttempts, loginKey } from './attempt-throttle.ts';
import { dialingCodeOf, normalizeMobile } from './method-gate.ts';
import { checkMailCode, mailCodeInvalid } from './mail-codes.ts';
import { findByEmail } from './member-email.ts';
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
/** The email variant (an assumption, like the SMS body): the code comes from POST /wps/member/password/email. */
export interface PasswordResetByEmailRequest { email: string; code: string; newPassword: string }

/**
 * "Forgot password" by SMS: the live code of the number proves the player; the new password follows the
 * policy and is not the merchant's default. Every session of the member ends and the login throttle is
 * cleared. The weak-password check runs before the code is spent, so a refused password keeps the code.
 */
export async function resetPasswordBySms(db: Db, merchant: Merchant, req: PasswordResetRequest, nowMs: number): Promise<void> {
  const cc = dialingCodeOf(merchant, req.countryDialingCode);
  const num = normalizeMobile(req.mobileNum);
  assertResettable(merchant, req.newPassword);
  // An unknown number answers a wrong code like a known one; only the right code learns it has no account.
  if (!(await consumeSmsCode(db, merchant.code, phoneKey(cc, num), req.code, nowMs))) {
    throw new HttpError(200, CODES.smsCodeInvalid, 'the SMS code is wrong or expired; ask for a new one');
  }
  const member = await findByMobile(db, merchant.code, cc, num);
  if (!member) throw new HttpError(200, CODES.notExistsUser, 'no account has this mobile number');
  await setNewPassword(db, merchant, member, req.newPassword, nowMs);
  await clearAttempts(db, loginKey(merchant.code, 'mobile', phoneKey(cc, num)));
}

/** "Forgot password" by email: the mailed code proves the mailbox; otherwise as by SMS. */
export async function resetPasswordByEmail(db: Db, merchant: Merchant, req: PasswordResetByEmailRequest, nowMs: number): Promise<void> {
  assertResettable(merchant, req.newPassword);
  if (!(await checkMailCode(db, merchant.code, 'reset', req.email, req.code, nowMs, { consume: true }))) throw mailCodeInvalid();
  const member = await findByEmail(db, merchant.code, req.email);
  if (!member) throw new HttpError(200, CODES.notExistsUser, 'no account has this email address');
  await setNewPassword(db, merchant, member, req.newPassword, nowMs);
}

function assertResettable(merchant: Merchant, newPassword: string): void {
  if (passwordWeakness(newPassword, '') !== null) assertStrongPassword(newPassword, '', 'newPassword');
  if (safeEqual(newPassword, merchant.config.server.defaultRegistrationPassword)) {
    throw new HttpError(200, CODES.passwordNotAllowed, 'choose a password other than the default one');
  }
}

async function setNewPassword(db: Db, merchant: Merchant, member: { id: number; username: string }, newPassword: string, nowMs: number): Promise<void> {
  assertStrongPassword(newPassword, member.username, 'newPassword');
  await db.updateTable('members').set({
    password_hash: await hashPassword(newPassword),
    password_expired: false, uses_default_password: false,
    password_changed_at: new Date(nowMs).toISOString(),
  }).where('id', '=', member.id).execute();
  // Whoever held a session or was guessing the old password starts over.
  await db.deleteFrom('sessions').where('member_id', '=', member.id).execute();
  await clearAttempts(db, loginKey(merchant.code, 'username', member.username));
}
