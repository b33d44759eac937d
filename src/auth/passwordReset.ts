/**
 * "Forgot password" by SMS or by email. The SMS code is asked like any SMS code (/wps/verification/sms/noLogin);
 * the mailed code by production's legacy form-urlencoded POST /wps/member/password/email (A21). Then the code and
 * the new password are posted encrypted to the legacy reset path (A20), whose body was never seen:
 * {countryDialingCode, mobileNum, code, newPassword} or {email, code, newPassword} are the reference server's assumption.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { HTTP_TIMEOUT_MS } from '../../contract/constants.ts';
import { VERIFICATION_PATHS } from '../../contract/verification.ts';
import { buildHeaders } from '../api/buildHeaders.ts';
import { readHook } from '../api/hooks.ts';
import { securePost } from '../api/secure.ts';
import { send } from '../api/transport.ts';

export const PASSWORD_RESET_PATH = '/wps/member/password/verification';

export type PasswordResetInput =
  | { countryDialingCode: string; mobileNum: string; code: string; newPassword: string }
  | { email: string; code: string; newPassword: string };

export function resetPassword(input: PasswordResetInput): Promise<Envelope<unknown>> {
  const who = 'email' in input
    ? { email: input.email.trim() }
    : { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum.trim() };
  return securePost<unknown>(PASSWORD_RESET_PATH, { ...who, code: input.code.trim(), newPassword: input.newPassword }, { auth: false, silent: true });
}

/** The mailed code: 6 digits; a development server reveals it (no mail gateway) and the form fills it in. */
export type ResetMailOutcome = { ok: true; resendAfterSeconds: number; devCode?: string } | { ok: false; message: string | null };

/** The answer carries no countdown: the reference server's resend spacing. */
const RESEND_S = 60;

/**
 * A21 as production sends it: form-urlencoded, standard headers, no token. request() only sends JSON, so this
 * one call goes through the same header builder and transport directly.
 */
export async function requestResetMail(email: string): Promise<ResetMailOutcome> {
  const headers = await buildHeaders({
    token: null, merchant: readHook('getMerchant') || null, language: readHook('getLanguage') || '', json: false,
    extra: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const { env } = await send<unknown>(VERIFICATION_PATHS.passwordEmail, {
    method: 'POST', headers, body: new URLSearchParams({ email: email.trim() }).toString(), timeoutMs: HTTP_TIMEOUT_MS,
  });
  if (!env.success) return { ok: false, message: env.message };
  const dev = (env.value as { devCode?: unknown } | null)?.devCode;
  return { ok: true, resendAfterSeconds: RESEND_S, ...(typeof dev === 'string' && /^\d{6}$/.test(dev) ? { devCode: dev } : {}) };
}
