/**
 * The access guard of spec section 2: public pages are open to guests, /feedback without a session
 * goes home, every other page without a session goes to login with a go target back to it.
 */
import { BASE, PATHS, PUBLIC_PATHS } from '../../contract/routes.ts';

export type AccessDecision = { allow: true } | { redirect: string };

/** '' is the base itself and one trailing slash is ignored, so /home/ is guarded like /home. */
function normalise(path: string): string {
  if (path === '' || path === '/') return '/';
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * path is under the /m base (e.g. '/home'); redirects are under the base too. search (optional,
 * with or without '?') is carried into the go target so the user returns to the same view.
 */
export function accessDecision(path: string, hasSession: boolean, search = ''): AccessDecision {
  if (hasSession) return { allow: true };
  const p = normalise(path);
  if ((PUBLIC_PATHS as readonly string[]).includes(p)) return { allow: true };
  if (p === PATHS.feedback) return { redirect: PATHS.home };
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const go = BASE + (p === '/' ? '/' : p) + query;
  return { redirect: `${PATHS.login}?go=${encodeURIComponent(go)}` };
}
