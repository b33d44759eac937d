import type { Context } from 'hono';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { relayPath } from '../../contract/relays.ts';
import { WPS } from '../../contract/wps.ts';
import type { AppEnv } from './app-env.ts';

/** Paths whose answers hand out a session (login, registration, the wallet and LINE token exchanges). */
const CREDENTIAL_PREFIXES = [WPS.login, AUTH_PATHS.register];
const CREDENTIAL_RELAYS = new Set((['verifyLineCode', 'refreshMayaTokens', 'saveMemberInfoByAuthKey'] as const).map(relayPath));

/**
 * True for an answer no cache may keep: a /wps call that carried Authorization or resolved a member,
 * and every login or registration answer (errors included), whatever the handler set.
 */
export function isMemberAnswer(c: Context<AppEnv>): boolean {
  const path = c.req.path;
  if (!path.startsWith('/wps/')) return false;
  if (c.req.header('Authorization') !== undefined || c.get('member') !== undefined) return true;
  return CREDENTIAL_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) || CREDENTIAL_RELAYS.has(path);
}
