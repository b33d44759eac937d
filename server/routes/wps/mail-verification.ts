import { Hono } from 'hono';
import { CODES } from '../../../contract/serverCodes.ts';
import {
  EMAIL_MAX_LENGTH, EMAIL_PATTERN, MAIL_OPERATION_REGISTER, VERIFICATION_PATHS,
  type MailCodeAnswer, type MailRegisterRequest, type MailRegisterVerifyRequest,
} from '../../../contract/verification.ts';
import { isDevMode } from '../../auth/auth-mode.ts';
import { checkMailCode, issueMailCode, MAIL_RESEND_MS, mailCodeInvalid } from '../../auth/mail-codes.ts';
import { mailRegisterEnabled } from '../../auth/member-email.ts';
import type { Merchant } from '../../merchants/merchant-config.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { readValidJson } from '../../http/read-body.ts';
import { object, str, ValidationError, type Check } from '../../http/validator.ts';

export const emailCheck = str({ min: 3, max: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });

const operationType: Check<number> = (v, f) => {
  if (v !== MAIL_OPERATION_REGISTER) throw new ValidationError(f, `must be ${MAIL_OPERATION_REGISTER}`);
  return v;
};
const sendCheck: Check<MailRegisterRequest> = object({ email: emailCheck, operationType });
const verifyCheck: Check<MailRegisterVerifyRequest> = object({ email: emailCheck, verificationCode: str({ min: 4, max: 10, pattern: /^\d+$/ }) });

function requireMailRegister(m: Merchant): void {
  if (!mailRegisterEnabled(m)) throw new HttpError(403, CODES.loginMethodDisabled, 'email registration is not available for this merchant');
}

/**
 * A16/A17: a code mailed for email registration, and its check. There is no mail gateway: development and
 * test mode reveal the code as devCode; production mode never does. A taken address is told only at registration.
 */
export function mailVerificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(VERIFICATION_PATHS.mailRegister, async (c) => {
    const body = await readValidJson(c, sendCheck);
    const merchant = c.get('merchant');
    requireMailRegister(merchant);
    const now = deps.now();
    const code = await issueMailCode(deps.db, merchant.code, 'register', body.email, now);
    c.header('Cache-Control', 'no-store');
    return replyOk<MailCodeAnswer>(c, { expirationTime: now + MAIL_RESEND_MS, resendAfterSeconds: MAIL_RESEND_MS / 1000, ...(isDevMode() ? { devCode: code } : {}) });
  });

  // A right code is marked verified and stays live: the registration (PUT /wps/member/register/mail) spends it.
  app.post(VERIFICATION_PATHS.mailRegisterVerify, async (c) => {
    const body = await readValidJson(c, verifyCheck);
    const merchant = c.get('merchant');
    requireMailRegister(merchant);
    if (!(await checkMailCode(deps.db, merchant.code, 'register', body.email, body.verificationCode, deps.now(), { consume: false }))) throw mailCodeInvalid();
    c.header('Cache-Control', 'no-store');
    return replyOk<boolean>(c, true);
  });

  return app;
}
