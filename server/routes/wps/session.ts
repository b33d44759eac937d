import { Hono } from 'hono';
import { AUTH_PATHS, SECURE_HEADERS, type LoginVerificationRequest } from '../../../contract/auth.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { LOGIN_TYPES, WPS, type LoginRequest } from '../../../contract/wps.ts';
import { throttled } from '../../auth/attempt-throttle.ts';
import { answerChallenge } from '../../auth/login-challenges.ts';
import { proveLogin } from '../../auth/login-methods.ts';
import { finishLogin, issueLogin } from '../../auth/login-outcome.ts';
import { findRsaKeyInfo } from '../../auth/rsa-keys.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { ImageCaptchaAskError } from '../../captcha/login-captcha.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { readSecureJson } from '../../http/secure-body.ts';
import { readValidJson } from '../../http/read-body.ts';
import { requireToken } from '../../http/require-member.ts';
import { bool, object, oneOf, optional, optStr, str, type Check } from '../../http/validator.ts';
import { socialLoginRoutes } from '../../social/login-routes.ts';

/** LoginRequest of contract/wps.ts (encrypted). Username and password may be empty for provider logins. */
const loginCheck: Check<LoginRequest> = object({
  username: str({ max: 64 }),
  password: str({ max: 128 }),
  type: oneOf(LOGIN_TYPES),
  isSms: optional(bool),
  firebaseChannel: optStr(64), firebaseIdToken: optStr(4096), lineSessionToken: optStr(128), telegramAuth: optStr(4096),
  geetestChallenge: optStr(256), geetestSeccode: optStr(256), geetestValidateV4: optStr(4096), captcha: optStr(64),
  device: optStr(64), loginDeviceId: optStr(64), isOfficialAppLogin: optional(bool), countryDialingCode: optStr(4),
  // Production's marketing fields (A2): bounded, not stored.
  utmSource: optStr(256), locoUid: optStr(256), locoUname: optStr(256), utmCampaign: optStr(256), locoTxnId: optStr(256), geetestRisk: optStr(4096),
});

const verificationCheck: Check<LoginVerificationRequest & { challengeId: string }> = object({
  challengeId: str({ min: 1, max: 128 }),
  method: oneOf(['email', 'ga', 'sms'] as const),
  code: str({ min: 4, max: 10, pattern: /^\d+$/ }),
});

/** /wps/session/*: the RSA key, login (every LOGIN_TYPES method), its second step, provider logins, logout. */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // v1 merchants get the live backend's answer, the bare hex modulus; v2 (a Tessera extra) keeps the JSON envelope.
  app.get(WPS.rsaKey, async (c) => {
    const info = await findRsaKeyInfo(deps.db, c.get('merchant').code, deps.now());
    if (!info) throw new HttpError(500, CODES.internal, 'no RSA key for this merchant');
    c.header('Cache-Control', 'no-store');
    return info.DES === 'v1' ? c.text(info.rsaKey) : replyOk(c, info);
  });

  // Credential failures are HTTP 200 with success false, like the live platform: the client acts on the code.
  app.post(WPS.login, async (c) => {
    const body = await readSecureJson(c, deps, loginCheck);
    try {
      const { member, defaultPassword } = await proveLogin(c, deps, body);
      return await finishLogin(c, deps, member, defaultPassword);
    } catch (err) {
      // value.captcha must reach the page (production wire A2): the shared error handler answers no value.
      if (err instanceof ImageCaptchaAskError) return err.reply(c, deps);
      throw err;
    }
  });

  // The second step's code is no credential worth encrypting: the challenge id binds it to a proven login.
  app.post(AUTH_PATHS.loginVerification, async (c) => {
    // Production encrypts it like the login (A3); the plain form stays accepted.
    const body = c.req.header(SECURE_HEADERS.encryption) ? await readSecureJson(c, deps, verificationCheck) : await readValidJson(c, verificationCheck);
    const result = await answerChallenge(deps.db, c.get('merchant').code, body, deps.now());
    if (result.kind === 'throttled') throw throttled(c, result.retryAfterMs, 'verification codes');
    if (result.kind === 'wrong') throw new HttpError(200, CODES.loginVerifyCodeInvalid, 'the verification code is wrong');
    // A lost challenge means logging in again: the client's CUSTOMER_NOT_LOGIN path prompts for it.
    if (result.kind === 'gone') throw new HttpError(200, CODES.CUSTOMER_NOT_LOGIN, CODES.CUSTOMER_NOT_LOGIN);
    return issueLogin(c, deps, result.member, result.defaultPassword);
  });

  app.route('/', socialLoginRoutes(deps));

  // Idempotent: an already expired token still logs out cleanly instead of raising the 'please login' notice.
  // Production logs out with DELETE (production wire A9); POST stays accepted.
  app.on(['DELETE', 'POST'], WPS.logout, async (c) => {
    const revoked = await revokeSession(deps.db, requireToken(c), c.get('merchant').code);
    return replyOk(c, { revoked });
  });

  return app;
}
