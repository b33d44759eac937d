import type { ChangePasswordRequest } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import type { Db, MemberRow } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertStrongPassword } from './password-policy.ts';
import { keepOnlySession } from './sessions.ts';
import { safeEqual } from './secret-codes.ts';

/**
 * The forced change of /m/changePsw (first login, expired, default password): the old password proves the
 * player, the new one must follow the policy and differ from the old and the merchant's default. Clears the
 * three flags, releases this session from the forced change and ends the member's other sessions (whoever
 * knew the old password is logged out).
 */
export async function changePassword(db: Db, merchant: Merchant, member: MemberRow, token: string, req: ChangePasswordRequest, nowMs: number): Promise<void> {
  if (!(await verifyPassword(req.oldPassword, member.password_hash))) throw new HttpError(200, CODES.passwordOldWrong, 'the current password is wrong');
  if (safeEqual(req.newPassword, req.oldPassword) || safeEqual(req.newPassword, merchant.config.server.defaultRegistrationPassword)) {
    throw new HttpError(200, CODES.passwordNotAllowed, 'choose a password other than the current or the default one');
  }
  assertStrongPassword(req.newPassword, member.username, 'newPassword');
  await db.updateTable('members').set({
    password_hash: await hashPassword(req.newPassword),
    first_time_login: false, password_expired: false, uses_default_password: false,
    password_changed_at: new Date(nowMs).toISOString(),
  }).where('id', '=', member.id).execute();
  await keepOnlySession(db, member.id, token);
}
