import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { TRACE_ID_HEADER, type LoginVerifyChallenge } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { fail, type Envelope } from '../../contract/envelope.ts';
import type { LoginResponse } from '../../contract/wps.ts';
import type { MemberRow } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, replyOk } from '../http/reply.ts';
import { isDevMode } from './auth-mode.ts';
import { openChallenge } from './login-challenges.ts';
import { mustChangePassword } from './forced-change.ts';
import { createSession } from './sessions.ts';

/**
 * A session for the member, answered as the LoginResponse of spec section 3. A session that must change
 * its password is marked so (sessions.must_change_password): the server refuses it everything else.
 */
export async function issueLogin(c: Context<AppEnv>, deps: AppDeps, member: MemberRow, defaultPassword: boolean): Promise<Response> {
  const forced = mustChangePassword(c.get('merchant'), member, defaultPassword);
  const token = await createSession(deps.db, member.id, deps.now(), forced);
  const spanId = randomBytes(8).toString('hex');
  c.header('Cache-Control', 'no-store');
  // Production clients read spanId from this answer header (production wire A2); the value keeps it too.
  c.header(TRACE_ID_HEADER, spanId);
  return replyOk<LoginResponse>(c, {
    token,
    firstTimeLogin: member.first_time_login,
    passwordExpired: member.password_expired,
    spanId,
    id: String(member.id),
    userName: member.username,
    customerType: member.type,
    defaultPassword,
  });
}

const hasSecondStep = (m: MemberRow): boolean => Boolean(m.login_verify && (m.login_verify.email || m.login_verify.ga || m.login_verify.sms));

/**
 * Every login method ends here once the credentials are proven: the address binding (token_ip_different),
 * then the second step (login_verify_required, value LoginVerifyChallenge), then the session.
 */
export async function finishLogin(c: Context<AppEnv>, deps: AppDeps, member: MemberRow, defaultPassword: boolean): Promise<Response> {
  if (member.bound_ip && member.bound_ip !== c.get('clientIp')) {
    throw new HttpError(200, CODES.tokenIpDifferent, 'this account can only be used from its registered address');
  }
  if (hasSecondStep(member) && member.login_verify) {
    const { challengeId, code } = await openChallenge(deps.db, member, defaultPassword, deps.now());
    const { email, ga, sms } = member.login_verify;
    // Dev and test mode only: there is no mail or SMS gateway, so the code travels in the answer.
    const value: LoginVerifyChallenge = { email, ga, sms, challengeId, ...(isDevMode() && (email || sms) ? { devCode: code } : {}) };
    deps.logWarn(`200 ${CODES.loginVerifyRequired} POST ${c.req.path}: second step opened for member ${member.id}`);
    c.header('Cache-Control', 'no-store');
    const body: Envelope<LoginVerifyChallenge> = { ...fail(CODES.loginVerifyRequired, 'a second verification step is required'), value };
    return c.json(body, 200);
  }
  return issueLogin(c, deps, member, defaultPassword);
}
