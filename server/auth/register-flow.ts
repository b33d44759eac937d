import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { REGISTER_MODULES, USERNAME_PATTERN, type RegisterResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { requireCaptcha } from '../captcha/verify.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, replyOk } from '../http/reply.ts';
import { registrationIdentity } from '../social/identity.ts';
import { linkIdentity } from './members.ts';
import { resolveAttribution } from './attribution.ts';
import { assertStrongPassword } from './password-policy.ts';
import type { RegisterInput } from './register-check.ts';
import { dialingCodeOf, normalizeMobile, requireMethod } from './method-gate.ts';
import { assertMobileFree, assertUsernameFree, createMember, suggestUsername } from './register.ts';
import { createSession } from './sessions.ts';
import { consumeSmsCode, phoneKey } from './sms-codes.ts';

export type RegisterKind = keyof typeof REGISTER_MODULES;

const bad = (message: string): HttpError => new HttpError(400, CODES.badRequest, message);

function checkUsername(username: string | undefined): string {
  const u = username?.trim() ?? '';
  if (!USERNAME_PATTERN.test(u)) throw bad('username must start with a letter and have 6 to 16 letters or digits');
  return u;
}

/** POST /wps/member/register (REG3) and /wps/member/register/mobile (MOBILENUMREG3). */
export async function register(c: Context<AppEnv>, deps: AppDeps, body: RegisterInput, kind: RegisterKind): Promise<Response> {
  const merchant = c.get('merchant');
  requireMethod(merchant, kind === 'username' ? 'register' : 'registerMobile');
  const moduleId = c.req.header('ModuleId');
  if (moduleId !== REGISTER_MODULES[kind]) throw new HttpError(400, CODES.headerMissing, `ModuleId header must be ${REGISTER_MODULES[kind]}`);
  await requireCaptcha(c, deps, 'register', body);
  const identity = await registrationIdentity(c, deps, body);

  let username: string;
  let password: string;
  let usesDefaultPassword = false;
  let mobile: { countryDialingCode: string; mobileNum: string } | null = null;
  if (kind === 'username') {
    username = checkUsername(body.username);
    password = identity && !body.password ? randomBytes(18).toString('base64url') : assertStrongPassword(body.password, username);
    await assertUsernameFree(deps.db, merchant.code, username);
  } else {
    const cc = dialingCodeOf(merchant, body.countryDialingCode);
    const num = normalizeMobile(body.mobileNum ?? '');
    mobile = { countryDialingCode: cc, mobileNum: num };
    if (!body.smsCode) throw bad('smsCode is required: ask for one at /wps/verification/sms/noLogin');
    username = body.username ? checkUsername(body.username) : await suggestUsername(deps.db, merchant.code);
    // Spec section 5: without the password-required setting, the merchant's default password is used
    // (no policy check: a login with it is forced to change it, see forced-change.ts).
    if (body.password || merchant.config.register.passwordRequired) password = assertStrongPassword(body.password, username);
    else { password = merchant.config.server.defaultRegistrationPassword; usesDefaultPassword = true; }
    await assertUsernameFree(deps.db, merchant.code, username);
    await assertMobileFree(deps.db, merchant.code, cc, num);
    if (!(await consumeSmsCode(deps.db, merchant.code, phoneKey(cc, num), body.smsCode, deps.now()))) {
      throw new HttpError(200, CODES.smsCodeInvalid, 'the SMS code is wrong or expired; ask for a new one');
    }
  }

  const member = await createMember(deps.db, merchant, { username, password, usesDefaultPassword, mobile, attribution: await resolveAttribution(c, deps, body) }, deps.now());
  if (identity) await linkIdentity(deps.db, merchant.code, identity.provider, identity.subject, member.id);
  // The merchant's default password is one secret shared by every such account: its session must change it first.
  const token = body.login ? await createSession(deps.db, member.id, deps.now(), usesDefaultPassword) : '';
  c.header('Cache-Control', 'no-store');
  return replyOk<RegisterResponse>(c, {
    token, userName: member.username, customerName: member.username, id: String(member.id), customerId: String(member.id), firstTimeLogin: false,
    defaultPassword: usesDefaultPassword,
  });
}
