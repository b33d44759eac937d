import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { REGISTER_MODULES, TRACE_ID_HEADER, USERNAME_PATTERN, type RegisterResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { requireCaptcha } from '../captcha/verify.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, replyOk } from '../http/reply.ts';
import { registrationIdentity } from '../social/identity.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../contract/verification.ts';
import { checkMailCode, mailCodeInvalid } from './mail-codes.ts';
import { assertEmailFree, setMemberEmail } from './member-email.ts';
import { linkIdentity } from './members.ts';
import { resolveAttribution } from './attribution.ts';
import { assertStrongPassword } from './password-policy.ts';
import type { RegisterInput } from './register-check.ts';
import { dialingCodeOf, normalizeMobile, requireMethod } from './method-gate.ts';
import { assertMobileFree, assertUsernameFree, createMember, suggestUsername } from './register.ts';
import { requireConsent } from './register-consent.ts';
import { createSession } from './sessions.ts';
import { consumeSmsCode, phoneKey } from './sms-codes.ts';

export type RegisterKind = keyof typeof REGISTER_MODULES;

const bad = (message: string): HttpError => new HttpError(400, CODES.badRequest, message);

function emailOf(email: string | undefined): string {
  const e = email?.trim() ?? '';
  if (e.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(e)) throw bad('email must be an address like name@example.com');
  return e;
}

/** Email registration follows the email-code flag of the verification routes (MAILREG3). */
function requireMailRegister(m: AppEnv['Variables']['merchant']): void {
  if ((m.config.whitelabel as unknown as Record<string, unknown>).MAILREG3 !== true) {
    throw new HttpError(403, CODES.loginMethodDisabled, 'email registration is not available for this merchant');
  }
}

function checkUsername(username: string | undefined): string {
  const u = username?.trim() ?? '';
  if (!USERNAME_PATTERN.test(u)) throw bad('username must start with a letter and have 6 to 16 letters or digits');
  return u;
}

/**
 * PUT (production) or POST /wps/member/register (REG3), /register/mail (REG3) and /register/mobile (MOBILENUMREG3);
 * 'auto' is /register/autoUsername: a username registration under a generated name.
 */
export async function register(c: Context<AppEnv>, deps: AppDeps, body: RegisterInput, kind: RegisterKind | 'auto'): Promise<Response> {
  const merchant = c.get('merchant');
  // autoUsername carries no ModuleId (production wire A11).
  const auto = kind === 'auto';
  if (auto) body = { ...body, username: await suggestUsername(deps.db, merchant.code) };
  const as: RegisterKind = auto ? 'username' : kind;
  return registerAs(c, deps, body, as, !auto);
}

async function registerAs(c: Context<AppEnv>, deps: AppDeps, body: RegisterInput, kind: RegisterKind, checkModule: boolean): Promise<Response> {
  const merchant = c.get('merchant');
  requireMethod(merchant, kind === 'mobile' ? 'registerMobile' : 'register');
  if (kind === 'email') requireMailRegister(merchant);
  const moduleId = c.req.header('ModuleId');
  if (checkModule && moduleId !== REGISTER_MODULES[kind]) throw new HttpError(400, CODES.headerMissing, `ModuleId header must be ${REGISTER_MODULES[kind]}`);
  // Before the captcha and the codes are spent: a refusal here costs the player nothing to retry.
  requireConsent(merchant, body);
  await requireCaptcha(c, deps, 'register', body);
  const identity = await registrationIdentity(c, deps, body);

  let username: string;
  let password: string;
  let usesDefaultPassword = false;
  let mobile: { countryDialingCode: string; mobileNum: string } | null = null;
  if (kind === 'email') {
    const email = emailOf(body.email);
    username = body.username ? checkUsername(body.username) : await suggestUsername(deps.db, merchant.code);
    password = assertStrongPassword(body.password, username);
    await assertUsernameFree(deps.db, merchant.code, username);
    await assertEmailFree(deps.db, merchant.code, email);
    if (!(await checkMailCode(deps.db, merchant.code, 'register', email, body.verificationCode ?? '', deps.now(), { consume: true }))) throw mailCodeInvalid();
  } else if (kind === 'username') {
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
  if (kind === 'email' && body.email) await setMemberEmail(deps.db, member.id, body.email);
  // The merchant's default password is one secret shared by every such account: its session must change it first.
  const token = body.login ? await createSession(deps.db, member.id, deps.now(), usesDefaultPassword) : '';
  c.header('Cache-Control', 'no-store');
  if (token) c.header(TRACE_ID_HEADER, randomBytes(8).toString('hex'));
  return replyOk<RegisterResponse>(c, {
    token, userName: member.username, customerName: member.username, id: String(member.id), customerId: String(member.id), firstTimeLogin: false,
    defaultPassword: usesDefaultPassword,
  });
}
