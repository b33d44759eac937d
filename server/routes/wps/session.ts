import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { CODES } from '../../../contract/codes.ts';
import { WPS, type LoginResponse, type LoginType } from '../../../contract/wps.ts';
import { verifyPassword } from '../../auth/password.ts';
import { findRsaKeyInfo } from '../../auth/rsa-keys.ts';
import { createSession, revokeSession } from '../../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyFail, replyOk } from '../../http/reply.ts';
import { requireMerchantHeader } from '../../http/merchant-context.ts';
import { readValidJson } from '../../http/read-body.ts';
import { bearerToken } from '../../http/require-member.ts';
import { bool, object, oneOf, optional, str } from '../../http/validator.ts';

const LOGIN_TYPES: readonly LoginType[] = ['username', 'sms', 'firebase', 'line', 'telegram'];
const opt = (max: number) => optional(str({ max }));

/** LoginRequest of contract/wps.ts (plain JSON for now; the encrypted form comes later). */
const loginCheck = object({
  username: str({ min: 1, max: 64 }),
  password: str({ min: 1, max: 128 }),
  type: oneOf(LOGIN_TYPES),
  isSms: optional(bool),
  firebaseChannel: opt(64), firebaseIdToken: opt(4096), lineSessionToken: opt(1024), telegramAuth: opt(4096),
  geetestChallenge: opt(256), geetestSeccode: opt(256), geetestValidateV4: opt(4096), captcha: opt(64),
  device: opt(64), loginDeviceId: opt(64), isOfficialAppLogin: optional(bool),
});

/** /wps/session/*: the RSA key, login and logout. */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(WPS.rsaKey, requireMerchantHeader, async (c) => {
    const info = await findRsaKeyInfo(deps.db, c.get('merchant').code);
    if (!info) throw new HttpError(500, CODES.internal, 'no RSA key for this merchant');
    c.header('Cache-Control', 'no-store');
    return replyOk(c, info);
  });

  app.post(WPS.login, requireMerchantHeader, async (c) => {
    const body = await readValidJson(c, loginCheck);
    if (body.type !== 'username') {
      throw new HttpError(400, CODES.loginTypeUnsupported, `login type '${body.type}' is not supported by the reference server`);
    }
    const merchant = c.get('merchant').code;
    const member = await deps.db.selectFrom('members').selectAll()
      .where('merchant', '=', merchant)
      .where(sql<string>`lower(username)`, '=', body.username.trim().toLowerCase())
      .executeTakeFirst();
    // Like the live platform, credential failures are HTTP 200 with success false: the client acts on the code.
    if (!member) return replyFail(c, 200, CODES.notExistsUser, 'user does not exist');
    if (!(await verifyPassword(body.password, member.password_hash))) {
      return replyFail(c, 200, CODES.loginCredErr, 'wrong username or password');
    }
    const token = await createSession(deps.db, member.id, deps.now());
    c.header('Cache-Control', 'no-store');
    return replyOk<LoginResponse>(c, {
      token,
      firstTimeLogin: member.first_time_login,
      passwordExpired: member.password_expired,
      spanId: randomBytes(8).toString('hex'),
      id: String(member.id),
      userName: member.username,
      customerType: member.type,
    });
  });

  // Idempotent: an already expired token still logs out cleanly instead of raising the 'please login' notice.
  app.post(WPS.logout, requireMerchantHeader, async (c) => {
    const token = bearerToken(c);
    if (!token) throw new HttpError(401, CODES.customerNotLogin, 'login required');
    const revoked = await revokeSession(deps.db, token.toLowerCase(), c.get('merchant').code);
    return replyOk(c, { revoked });
  });

  return app;
}
