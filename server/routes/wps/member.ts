import { Hono } from 'hono';
import { AUTH_PATHS, type ChangePasswordRequest } from '../../../contract/auth.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { isLanguage } from '../../../contract/languages.ts';
import { NO_LANGUAGE_SYNC_TYPE, WPS, type MemberInfo, type MemberLanguageUpdate } from '../../../contract/wps.ts';
import { changePassword } from '../../auth/change-password.ts';
import { registerCheck } from '../../auth/register-check.ts';
import { register } from '../../auth/register-flow.ts';
import { suggestUsername } from '../../auth/register.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { assertMerchant } from '../../http/merchant-context.ts';
import { readValidJson } from '../../http/read-body.ts';
import { requireMember } from '../../http/require-member.ts';
import { readSecureJson } from '../../http/secure-body.ts';
import { object, optStr, str, type Check } from '../../http/validator.ts';

/** Member type 4 is special: its language is never synced from the client (spec section 6). */

/** Production sends {language} with the Merchant header (A13); the earlier form also named merchantCode. */
const languageCheck: Check<Partial<MemberLanguageUpdate> & { language: string }> = object({
  language: str({ min: 2, max: 8 }),
  merchantCode: optStr(64),
});

const changePasswordCheck: Check<ChangePasswordRequest> = object({
  oldPassword: str({ min: 1, max: 128 }),
  newPassword: str({ min: 1, max: 128 }),
});

const autoUsernameCheck = object({ prefix: optStr(16) });

/** /wps/member/*: info and language of the logged-in member, registration, and the forced password change. */
export function memberRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireMember(deps);

  app.get(WPS.memberInfo, auth, (c) => {
    const m = c.get('member');
    c.header('Cache-Control', 'no-store');
    return replyOk<MemberInfo>(c, {
      id: String(m.id),
      account: m.username,
      token: c.get('token'),
      userName: m.username,
      type: m.type,
      language: m.language,
      clubLabel: m.club_label,
    });
  });

  app.on(['PUT', 'POST'], WPS.memberLanguage, auth, async (c) => {
    const body = await readValidJson(c, languageCheck);
    const merchant = c.get('merchant');
    assertMerchant(body.merchantCode, merchant.code, 'merchantCode');
    const member = c.get('member');
    if (member.type === NO_LANGUAGE_SYNC_TYPE) {
      throw new HttpError(403, CODES.languageSyncNotAllowed, 'this account type keeps its language; it cannot be changed here');
    }
    const language = body.language.trim().toUpperCase();
    if (!isLanguage(language) || !merchant.config.languages.includes(language)) {
      throw new HttpError(400, CODES.badRequest, `language '${body.language}' is not offered; choose one of ${merchant.config.languages.join(', ')}`);
    }
    await deps.db.updateTable('members').set({ language }).where('id', '=', member.id).execute();
    return replyOk(c, { language });
  });

  // Production registers with PUT (production wire A10, A11); POST stays accepted for earlier clients.
  for (const method of ['post', 'put'] as const) {
    app[method](AUTH_PATHS.register, async (c) => register(c, deps, await readSecureJson(c, deps, registerCheck), 'username'));
    app[method](AUTH_PATHS.registerMail, async (c) => register(c, deps, await readSecureJson(c, deps, registerCheck), 'email'));
    app[method](AUTH_PATHS.registerMobile, async (c) => register(c, deps, await readSecureJson(c, deps, registerCheck), 'mobile'));
  }

  // Production: the full (encrypted) registration payload; it registers under a generated name and logs in.
  app.put(AUTH_PATHS.registerAutoUsername, async (c) => register(c, deps, await readSecureJson(c, deps, registerCheck), 'auto'));

  // Earlier form: a plain POST whose optional body asks for a free name only.
  app.post(AUTH_PATHS.registerAutoUsername, async (c) => {
    const body: { prefix?: string } = c.req.raw.body && c.req.header('content-length') !== '0' ? await readValidJson(c, autoUsernameCheck) : {};
    const username = await suggestUsername(deps.db, c.get('merchant').code, body.prefix);
    c.header('Cache-Control', 'no-store');
    return replyOk<{ username: string }>(c, { username });
  });

  // The one member call a session under a forced change may make.
  app.post(AUTH_PATHS.changePassword, requireMember(deps, { allowForcedChange: true }), async (c) => {
    const body = await readSecureJson(c, deps, changePasswordCheck);
    await changePassword(deps.db, c.get('merchant'), c.get('member'), c.get('token'), body, deps.now());
    return replyOk(c, { changed: true });
  });

  return app;
}
