/**
 * "Forgot password" by SMS: the code is asked like any SMS code (/wps/verification/sms/noLogin), then the
 * code and the new password are posted encrypted to the live platform's legacy reset path, whose body was
 * never seen: {countryDialingCode, mobileNum, code, newPassword} is the reference server's assumption.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { securePost } from '../api/secure.ts';

export const PASSWORD_RESET_PATH = '/wps/member/password/verification';

export interface PasswordResetInput { countryDialingCode: string; mobileNum: string; code: string; newPassword: string }

export function resetPassword(input: PasswordResetInput): Promise<Envelope<unknown>> {
  return securePost<unknown>(PASSWORD_RESET_PATH, {
    countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum.trim(), code: input.code.trim(), newPassword: input.newPassword,
  }, { auth: false, silent: true });
}
