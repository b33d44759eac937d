import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { AUTH_PATHS, type LineLoginRequest, type MayaLoginRequest } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { finishLogin, issueLogin } from '../auth/login-outcome.ts';
import { findByLink, linkIdentity } from '../auth/members.ts';
import { requireMethod } from '../auth/method-gate.ts';
import { createMember, suggestUsername } from '../auth/register.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/reply.ts';
import { readValidJson } from '../http/read-body.ts';
import { bool, object, oneOf, optional, optStr, recordOf, str, type Check } from '../http/validator.ts';
import { readGrant } from './grants.ts';
import { lineUserOf } from './line.ts';
import { verifyTelegramAuth } from './telegram-auth.ts';
import { resolveAttribution } from '../auth/attribution.ts';

const lineCheck: Check<LineLoginRequest> = object({ lineSessionToken: str({ min: 1, max: 128 }) });
const mayaCheck: Check<MayaLoginRequest> = object({ sessionId: str({ min: 1, max: 128 }), env: str({ min: 1, max: 32 }) });
/** telegramAuth plus the registration info used when the Telegram user has no member yet. */
const telegramCheck = object({
  telegramAuth: str({ min: 1, max: 4096 }),
  registerMethod: optional(oneOf(['APP', 'H5', 'PWA', 'WEBCLIP'] as const)),
  registerUrl: optStr(2048), loginDeviceId: optStr(64), isOfficialAppLogin: optional(bool),
  linkId: optStr(128), affiliateCode: optStr(64), domain: optStr(253), referralCode: optStr(64),
  pixelTrack: optional(recordOf(str({ max: 512 }), 40)),
});

const fail = (code: string, message: string): HttpError => new HttpError(200, code, message);

/** POST /wps/session/login/line, /login/telegram and /login/maya. */
export function socialLoginRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(AUTH_PATHS.loginLine, async (c) => {
    const merchant = c.get('merchant');
    requireMethod(merchant, 'line');
    const body = await readValidJson(c, lineCheck);
    const lineUser = await lineUserOf(deps.db, merchant.code, body.lineSessionToken, deps.now());
    if (!lineUser) throw fail(CODES.lineInvalidToken, 'the LINE session is invalid or expired');
    const member = await findByLink(deps.db, merchant.code, 'line', lineUser);
    if (!member) throw fail(CODES.notExistsUser, 'no account is linked to this LINE user');
    return finishLogin(c, deps, member, false);
  });

  // The messaging-app login logs a linked user in, and registers (and links) one seen for the first time.
  app.post(AUTH_PATHS.loginTelegram, async (c) => {
    const merchant = c.get('merchant');
    requireMethod(merchant, 'telegram');
    const body = await readValidJson(c, telegramCheck);
    const user = verifyTelegramAuth(body.telegramAuth, merchant.config.server.telegramBotToken ?? '', deps.now());
    if (!user) throw fail(CODES.telegramValidateFailed, 'the Telegram sign-in could not be verified');
    const linked = await findByLink(deps.db, merchant.code, 'telegram', String(user.id));
    if (linked) return finishLogin(c, deps, linked, false);
    const username = await suggestUsername(deps.db, merchant.code, user.username?.replace(/[^A-Za-z0-9]/g, '').slice(0, 8) || 'tg');
    const { telegramAuth: _auth, ...given } = body;
    // The same check as a registration: codes must name this merchant's agents and members.
    const attribution = await resolveAttribution(c, deps, given);
    const member = await createMember(deps.db, merchant, {
      username, password: randomBytes(18).toString('base64url'), usesDefaultPassword: false, mobile: null, attribution,
    }, deps.now());
    await linkIdentity(deps.db, merchant.code, 'telegram', String(user.id), member.id);
    return issueLogin(c, deps, member, false);
  });

  // The wallet provider hands the player back with a one-time sessionId for its environment.
  app.post(AUTH_PATHS.loginMaya, async (c) => {
    const merchant = c.get('merchant');
    requireMethod(merchant, 'maya');
    const body = await readValidJson(c, mayaCheck);
    const grant = await readGrant(deps.db, merchant.code, 'maya_session', body.sessionId, deps.now(), true);
    if (!grant || grant.data.env !== body.env) throw fail(CODES.mayaSessionInvalid, 'the wallet session is invalid, used or expired');
    const member = await findByLink(deps.db, merchant.code, 'maya', grant.subject);
    if (!member) throw fail(CODES.bindCustomerRequired, 'no account is linked to this wallet');
    return finishLogin(c, deps, member, false);
  });

  return app;
}
