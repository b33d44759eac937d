import type { Context, MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/codes.ts';
import { findSessionMember } from '../auth/sessions.ts';
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

/** 401 customer.not.login without a token, 401 user.or.token.invalid for an unknown or expired one. */
export async function authenticate(c: Context<AppEnv>, deps: Pick<AppDeps, 'db' | 'now'>): Promise<MemberRow> {
  const token = requireToken(c);
  // Tokens are 64 hex characters; anything else cannot match and is not worth a query.
  const member = /^[0-9a-f]{64}$/.test(token)
    ? await findSessionMember(deps.db, token, c.get('merchant').code, deps.now())
    : null;
  if (!member) throw new HttpError(401, CODES.userOrTokenInvalid, 'session expired or invalid, please log in again');
  c.set('member', member);
  c.set('token', token);
  return member;
}

export const requireMember = (deps: Pick<AppDeps, 'db' | 'now'>): MiddlewareHandler<AppEnv> => async (c, next) => {
  await authenticate(c, deps);
  await next();
};
