import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { CODES } from '../../../contract/codes.ts';
import { LOGIN_TYPES, WPS, type LoginRequest, type LoginResponse } from '../../../contract/wps.ts';
import { verifyPassword } from '../../auth/password.ts';
import { findRsaKeyInfo } from '../../auth/rsa-keys.ts';
import { createSession, revokeSession } from '../../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyFail, replyOk } from '../../http/reply.ts';
import { readValidJson } from '../../http/read-body.ts';
import { requireToken } from '../../http/require-member.ts';
import { bool, object, oneOf, optional, optStr, str, type Check } from '../../http/validator.ts';


/** LoginRequest of contract/wps.ts (plain JSON for now; the encrypted form comes later). */
const loginCheck: Check<LoginRequest> = object({
  username: str({ min: 1, max: 64 }),
  password: str({ min: 1, max: 128 }),
  type: oneOf(LOGIN_TYPES),
  isSms: optional(bool),
  firebaseChannel: optStr(64), firebaseIdToken: optStr(4096), lineSessionToken: optStr(1024), telegramAuth: optStr(4096),
  geetestChallenge: optStr(256), geetestSeccode: optStr(256), geetestValidateV4: optStr(4096), captcha: optStr(64),
  device: optStr(64), loginDeviceId: optStr(64), isOfficialAppLogin: optional(bool),
});

/** /wps/session/*: the RSA key, login and logout. */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(WPS.rsaKey, async (c) => {
    const info = await findRsaKeyInfo(deps.db, c.get('merchant').code);
    if (!info) throw new HttpError(500, CODES.internal, 'no RSA key for this merchant');
    c.header('Cache-Control', 'no-store');
    return replyOk(c, info);
  });

  app.post(WPS.login, async (c) => {
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
  app.post(WPS.logout, async (c) => {
    const revoked = await revokeSession(deps.db, requireToken(c), c.get('merchant').code);
    return replyOk(c, { revoked });
  });

  return app;
}
