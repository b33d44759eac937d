import { Hono } from 'hono';
import { AUTH_PATHS, type SmsNoLoginRequest, type SmsNoLoginResponse } from '../../../contract/auth.ts';
import { isDevMode } from '../../auth/auth-mode.ts';
import { dialingCodeOf, normalizeMobile } from '../../auth/method-gate.ts';
import { PASSWORD_RESET_PATH, resetPasswordBySms, type PasswordResetRequest } from '../../auth/password-reset.ts';
import { issueSmsCode, phoneKey, SMS_RESEND_MS } from '../../auth/sms-codes.ts';
import { requireCaptcha } from '../../captcha/verify.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { replyOk } from '../../http/reply.ts';
import { readValidJson } from '../../http/read-body.ts';
import { readSecureJson } from '../../http/secure-body.ts';
import { object, optStr, str, type Check } from '../../http/validator.ts';

const smsCheck: Check<SmsNoLoginRequest> = object({
  countryDialingCode: str({ min: 1, max: 5 }),
  mobileNum: str({ min: 1, max: 32 }),
  geetestValidateV4: optStr(4096),
});

const resetCheck: Check<PasswordResetRequest> = object({
  countryDialingCode: str({ min: 1, max: 5 }),
  mobileNum: str({ min: 1, max: 32 }),
  code: str({ min: 4, max: 10, pattern: /^\d+$/ }),
  newPassword: str({ min: 1, max: 128 }),
});

/**
 * /wps/verification/*: SMS codes for players without a session (SMS login, mobile registration, password reset).
 * The answer never says whether the number has an account. There is no SMS gateway: in development
 * and test mode the code is revealed as devCode; in production mode it is not.
 */
export function verificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(AUTH_PATHS.smsNoLogin, async (c) => {
    const body = await readValidJson(c, smsCheck);
    const merchant = c.get('merchant');
    const cc = dialingCodeOf(merchant, body.countryDialingCode);
    const num = normalizeMobile(body.mobileNum);
    await requireCaptcha(c, deps, 'sms', body);
    const code = await issueSmsCode(c, deps.db, merchant.code, phoneKey(cc, num), c.get('clientIp'), deps.now());
    c.header('Cache-Control', 'no-store');
    return replyOk<SmsNoLoginResponse>(c, { resendAfterSeconds: SMS_RESEND_MS / 1000, ...(isDevMode() ? { devCode: code } : {}) });
  });

  // Encrypted like every body carrying a password; the SMS code is what proves the player.
  app.post(PASSWORD_RESET_PATH, async (c) => {
    const body = await readSecureJson(c, deps, resetCheck);
    await resetPasswordBySms(deps.db, c.get('merchant'), body, deps.now());
    c.header('Cache-Control', 'no-store');
    return replyOk(c, { reset: true });
  });

  return app;
}
