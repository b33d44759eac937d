import { Hono } from 'hono';
import type { Context } from 'hono';
import { AUTH_PATHS, type SmsNoLoginRequest } from '../../../contract/auth.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { VERIFICATION_PATHS, type PasswordEmailAnswer, type SmsCodeAnswer } from '../../../contract/verification.ts';
import { isDevMode } from '../../auth/auth-mode.ts';
import { issueMailCode } from '../../auth/mail-codes.ts';
import { dialingCodeOf, normalizeMobile } from '../../auth/method-gate.ts';
import {
  PASSWORD_RESET_PATH, resetPasswordByEmail, resetPasswordBySms, type PasswordResetByEmailRequest, type PasswordResetRequest,
} from '../../auth/password-reset.ts';
import { issueSmsCode, phoneKey, SMS_RESEND_MS } from '../../auth/sms-codes.ts';
import { requireCaptcha } from '../../captcha/verify.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { parseJson, readBodyText, readValidJson } from '../../http/read-body.ts';
import { readSecureJson } from '../../http/secure-body.ts';
import { object, optStr, str, validate, type Check } from '../../http/validator.ts';
import { checkUsernameRoutes } from './check-username.ts';
import { emailCheck, mailVerificationRoutes } from './mail-verification.ts';

const smsCheck: Check<SmsNoLoginRequest> = object({
  countryDialingCode: str({ min: 1, max: 5 }),
  mobileNum: str({ min: 1, max: 32 }),
  geetestValidateV4: optStr(4096),
});

const code = str({ min: 4, max: 10, pattern: /^\d+$/ });
const newPassword = str({ min: 1, max: 128 });
/** By phone {countryDialingCode, mobileNum, code, newPassword} or by email {email, code, newPassword}. */
const resetCheck: Check<PasswordResetRequest | PasswordResetByEmailRequest> = (v, f) =>
  (typeof v === 'object' && v !== null && 'email' in v
    ? object({ email: emailCheck, code, newPassword })(v, f)
    : object({ countryDialingCode: str({ min: 1, max: 5 }), mobileNum: str({ min: 1, max: 32 }), code, newPassword })(v, f));
const emailBody = object({ email: emailCheck });

/** A21's body: production posts it form-urlencoded; JSON is accepted too. */
async function readEmailBody(c: Context): Promise<{ email: string }> {
  const text = await readBodyText(c);
  const form = (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
  if (!form) return validate(emailBody, parseJson(text));
  const params = new URLSearchParams(text);
  if (params.getAll('email').length > 1) throw new HttpError(400, CODES.badRequest, 'email is given more than once');
  return validate(emailBody, Object.fromEntries(params));
}

/**
 * /wps/verification/*: SMS codes for players without a session (SMS login, mobile registration, password reset),
 * the mail codes of email registration and password reset, and the username check. No answer says whether a
 * number or address has an account. There is no SMS or mail gateway: in development and test mode the code
 * is revealed as devCode; in production mode it is not.
 */
export function verificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // A14 and A15 (whose body was not seen: taken to be A14's). expirationTime is production's countdown end.
  for (const path of [AUTH_PATHS.smsNoLogin, VERIFICATION_PATHS.smsRegister]) {
    app.post(path, async (c) => {
      const body = await readValidJson(c, smsCheck);
      const merchant = c.get('merchant');
      const cc = dialingCodeOf(merchant, body.countryDialingCode);
      const num = normalizeMobile(body.mobileNum);
      await requireCaptcha(c, deps, 'sms', body);
      const now = deps.now();
      const smsCode = await issueSmsCode(c, deps.db, merchant.code, phoneKey(cc, num), c.get('clientIp'), now);
      c.header('Cache-Control', 'no-store');
      return replyOk<SmsCodeAnswer>(c, { expirationTime: now + SMS_RESEND_MS, resendAfterSeconds: SMS_RESEND_MS / 1000, ...(isDevMode() ? { devCode: smsCode } : {}) });
    });
  }

  // A21: the same answer for every well-formed address, with or without an account (the reset says so only after the right code).
  app.post(VERIFICATION_PATHS.passwordEmail, async (c) => {
    const { email } = await readEmailBody(c);
    const mailed = await issueMailCode(deps.db, c.get('merchant').code, 'reset', email, deps.now());
    c.header('Cache-Control', 'no-store');
    return replyOk<PasswordEmailAnswer>(c, { sent: true, ...(isDevMode() ? { devCode: mailed } : {}) });
  });

  // Encrypted like every body carrying a password; the SMS code is what proves the player.
  app.post(PASSWORD_RESET_PATH, async (c) => {
    const body = await readSecureJson(c, deps, resetCheck);
    if ('email' in body) await resetPasswordByEmail(deps.db, c.get('merchant'), body, deps.now());
    else await resetPasswordBySms(deps.db, c.get('merchant'), body, deps.now());
    c.header('Cache-Control', 'no-store');
    return replyOk(c, { reset: true });
  });

  app.route('/', mailVerificationRoutes(deps));
  app.route('/', checkUsernameRoutes(deps));
  return app;
}
