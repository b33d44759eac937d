import type { Context } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import type { LoginRequest } from '../../contract/wps.ts';
import { requireCaptcha } from '../captcha/verify.ts';
import { requireImageCaptcha, rightPassword, wrongPassword } from '../captcha/login-captcha.ts';
import type { MemberRow } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/reply.ts';
import { providerOfType, type ServerLoginProvider } from '../social/providers/index.ts';
import { findByLink, findByMobile, findByUsername, linkIdentity } from './members.ts';
import { dialingCodeOf, normalizeMobile, requireMethod } from './method-gate.ts';
import { clearAttempts, LOGIN_THROTTLE, loginKey, reserveAttempt, throttled } from './attempt-throttle.ts';
import { verifyMemberPassword } from './member-password.ts';
import { passwordGate } from './hash-gate.ts';
import { safeEqual } from './secret-codes.ts';
import { consumeSmsCode, phoneKey } from './sms-codes.ts';

export interface ProvenLogin { member: MemberRow; defaultPassword: boolean }

const fail = (code: string, message: string): HttpError => new HttpError(200, code, message);
const required = (value: string | undefined, field: string): string => {
  if (!value) throw new HttpError(400, CODES.badRequest, `${field} is required for this login type`);
  return value;
};

/**
 * Password check behind the per-account throttle (keyed by the name as typed, so unknown names are
 * throttled alike). Unknown name and wrong password get the same code and message, and both run one
 * scrypt (member-password.ts). The answer says whether the password is the merchant's default.
 * Repeated failures make the next try bring the image captcha's code first (captcha/login-captcha.ts).
 */
async function checkPassword(c: Context<AppEnv>, deps: AppDeps, member: MemberRow | null, password: string, key: string, captcha: string | undefined): Promise<ProvenLogin> {
  passwordGate().refuseWhenFull(); // a busy server's 503 must not count as a failed login
  await requireImageCaptcha(c, deps, key, captcha);
  const reservation = await reserveAttempt(deps.db, key, LOGIN_THROTTLE, deps.now());
  if (reservation.kind === 'locked') throw throttled(c, reservation.retryAfterMs, 'logins');
  const right = await verifyMemberPassword(password, member?.password_hash ?? null);
  if (!member || !password || !right) throw await wrongPassword(c, deps, key);
  await clearAttempts(deps.db, key);
  await rightPassword(deps, key);
  const isDefault = member.uses_default_password || safeEqual(password, c.get('merchant').config.server.defaultRegistrationPassword);
  return { member, defaultPassword: isDefault };
}

/** Username and password, after the captcha when the merchant shows one. */
async function usernameLogin(c: Context<AppEnv>, deps: AppDeps, body: LoginRequest): Promise<ProvenLogin> {
  await requireCaptcha(c, deps, 'login', body);
  const username = required(body.username.trim(), 'username');
  const merchant = c.get('merchant').code;
  return checkPassword(c, deps, await findByUsername(deps.db, merchant, username), body.password, loginKey(merchant, 'username', username), body.captcha);
}

/**
 * Mobile number with the SMS code (isSms) or with the account password; never a captcha (spec section 5).
 * An unknown number answers a wrong code like a known one; only the right code learns it has no account.
 */
async function smsLogin(c: Context<AppEnv>, deps: AppDeps, body: LoginRequest): Promise<ProvenLogin> {
  const merchant = c.get('merchant');
  const cc = dialingCodeOf(merchant, body.countryDialingCode);
  const num = normalizeMobile(required(body.username, 'username'), 'username');
  const member = await findByMobile(deps.db, merchant.code, cc, num);
  if (!body.isSms) return checkPassword(c, deps, member, body.password, loginKey(merchant.code, 'mobile', phoneKey(cc, num)), body.captcha);
  if (!(await consumeSmsCode(deps.db, merchant.code, phoneKey(cc, num), body.password, deps.now()))) {
    throw fail(CODES.smsCodeInvalid, 'the SMS code is wrong or expired; ask for a new one');
  }
  if (!member) throw fail(CODES.notExistsUser, 'no account has this mobile number');
  return { member, defaultPassword: false };
}

/**
 * A provider identity: with a username and password it is linked to that account ("login to existing
 * account"), after the captcha; without, the linked member logs in or `unlinked` is the answer.
 */
async function providerLogin(c: Context<AppEnv>, deps: AppDeps, body: LoginRequest, provider: ServerLoginProvider): Promise<ProvenLogin> {
  const { link, loginField } = provider.row;
  requireMethod(c.get('merchant'), link);
  if (!loginField || !provider.verify) throw new HttpError(400, CODES.badRequest, `${provider.row.id} does not log in through this path`);
  const { subject } = await provider.verify(c, deps, required(body[loginField], loginField));
  const merchant = c.get('merchant').code;
  if (body.username.trim()) {
    const proven = await usernameLogin(c, deps, body);
    await linkIdentity(deps.db, merchant, link, subject, proven.member.id);
    return proven;
  }
  const member = await findByLink(deps.db, merchant, link, subject);
  if (!member) throw fail(provider.unlinked, `no account is linked to this ${link} sign-in`);
  return { member, defaultPassword: false };
}

/** The member a LoginRequest proves, by its type; failures are HttpErrors carrying the spec's codes. */
export async function proveLogin(c: Context<AppEnv>, deps: AppDeps, body: LoginRequest): Promise<ProvenLogin> {
  if (body.type === 'username') return usernameLogin(c, deps, body);
  if (body.type === 'sms') return smsLogin(c, deps, body);
  // Every other type is a login provider's (contract/loginProviders.ts, server/social/providers/).
  const provider = providerOfType(body.type);
  if (!provider) throw new HttpError(400, CODES.badRequest, `unknown login type ${body.type}`);
  return providerLogin(c, deps, body, provider);
}
