/**
 * The access guard of spec section 2: public pages are open to guests, /feedback without a session
 * goes home, every other page without a session goes to login with a go target back to it. A member
 * held on the forced password change sees nothing but /changePsw, whatever the address.
 */
import { BASE, PATHS, PUBLIC_PATHS } from '../../contract/routes.ts';

export type AccessDecision = { allow: true } | { redirect: string } | { wait: true };

export interface AccessState {
  hasSession: boolean;
  /** First login, expired or default password: until changed, only /changePsw. */
  mustChangePassword?: boolean;
  /** A token from the URL is being confirmed: guarded pages wait rather than send the player to login. */
  tokenPending?: boolean;
}

/** '' is the base itself and one trailing slash is ignored, so /home/ is guarded like /home. */
function normalise(path: string): string {
  if (path === '' || path === '/') return '/';
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * path is under the /m base (e.g. '/home'); redirects are under the base too. search (optional,
 * with or without '?') is carried into the go target so the user returns to the same view.
 * hasSession may be given as a boolean (a plain session check) or the whole access state.
 */
export function accessDecision(path: string, access: boolean | AccessState, search = ''): AccessDecision {
  const a: AccessState = typeof access === 'boolean' ? { hasSession: access } : access;
  const p = normalise(path);
  if (a.hasSession && a.mustChangePassword) return p === PATHS.changePsw ? { allow: true } : { redirect: PATHS.changePsw };
  if (a.hasSession) return { allow: true };
  if ((PUBLIC_PATHS as readonly string[]).includes(p)) return { allow: true };
  if (a.tokenPending) return { wait: true };
  if (p === PATHS.feedback) return { redirect: PATHS.home };
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const go = BASE + (p === '/' ? '/' : p) + query;
  return { redirect: `${PATHS.login}?go=${encodeURIComponent(go)}` };
}
