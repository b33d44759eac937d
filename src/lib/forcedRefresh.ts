/**
 * Forced refresh (spec section 2): the entry, home, game, login, register and member-home pages
 * reload in place; every other path goes to /m/home.
 */
import { BASE, PATHS, RELOAD_IN_PLACE_PATHS } from '../../contract/routes.ts';

export const FORCED_REFRESH_HOME = `${BASE}${PATHS.home}` as const;

/**
 * /m and /m/ are the app's root entry (the same page as /), so they reload in place; one trailing
 * slash is ignored elsewhere so /m/home/ behaves like /m/home.
 */
function normalise(pathname: string): string {
  if (pathname === BASE || pathname === `${BASE}/`) return '/';
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function forcedRefreshTarget(pathname: string): 'reload' | typeof FORCED_REFRESH_HOME {
  return RELOAD_IN_PLACE_PATHS.includes(normalise(pathname)) ? 'reload' : FORCED_REFRESH_HOME;
}

/** The subset of Location the refresh needs, so tests pass a stub. */
export interface RefreshLocation {
  pathname: string;
  reload(): void;
  assign(url: string): void;
}

export function forceRefresh(loc: RefreshLocation): void {
  const target = forcedRefreshTarget(loc.pathname);
  if (target === 'reload') loc.reload();
  else loc.assign(target);
}
