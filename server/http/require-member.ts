import type { Context, MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import { memberMustChangePassword } from '../auth/forced-change.ts';
import { findSession } from '../auth/sessions.ts';
import type { MemberRow } from '../db/schema.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { HttpError } from './reply.ts';

/**
 * The token from Authorization (the raw token as the client sends it, or 'Bearer <token>'), lowercased;
 * 401 customer.not.login without one.
 */
export function requireToken(c: Context): string {
  const token = c.req.header('Authorization')?.trim().replace(/^bearer\s+/i, '').trim().toLowerCase();
  if (!token) throw new HttpError(401, CODES.customerNotLogin, 'login required');
  return token;
}

export interface AuthOptions {
  /** Only the password change itself is answered under a forced change. */
  allowForcedChange?: boolean;
}

/**
 * 401 customer.not.login without a token, 401 user.or.token.invalid for an unknown or expired one, and
 * 403 member.password.change.required for a session issued under a forced change (or a member whose row
 * now forces one) until the password is changed: every member call passes here, so this is the one guard.
 */
export async function authenticate(c: Context<AppEnv>, deps: Pick<AppDeps, 'db' | 'now'>, options: AuthOptions = {}): Promise<MemberRow> {
  const token = requireToken(c);
  // Tokens are 64 hex characters; anything else cannot match and is not worth a query.
  const session = /^[0-9a-f]{64}$/.test(token)
    ? await findSession(deps.db, token, c.get('merchant').code, deps.now())
    : null;
  if (!session) throw new HttpError(401, CODES.userOrTokenInvalid, 'session expired or invalid, please log in again');
  const { member } = session;
  if (!options.allowForcedChange && (session.mustChangePassword || memberMustChangePassword(c.get('merchant'), member))) {
    throw new HttpError(403, CODES.passwordChangeRequired, 'change your password first (/m/changePsw): this session may only change the password or log out');
  }
  c.set('member', member);
  c.set('token', token);
  return member;
}

export const requireMember = (deps: Pick<AppDeps, 'db' | 'now'>, options: AuthOptions = {}): MiddlewareHandler<AppEnv> => async (c, next) => {
  await authenticate(c, deps, options);
  await next();
};
