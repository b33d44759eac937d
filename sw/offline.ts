/** Navigations the shell does not serve (pages outside the app): the network, else the precached offline page. */
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { OFFLINE_PAGE_URL } from '../contract/swPaths.ts';
import { BASE } from '../contract/routes.ts';
import { navigationDecision } from './navigation.ts';

/** Hashed files: a missing one must stay the server's 404, never become the offline page. */
const ASSETS_PREFIX = `${BASE}/assets/`;

declare const self: ServiceWorkerGlobalScope;

/** A same-origin navigation the shell route leaves to the network (never an asset URL). */
export function isOfflineFallbackNavigation(url: URL, mode: string, origin: string): boolean {
  if (mode !== 'navigate' || url.origin !== origin || url.pathname.startsWith(ASSETS_PREFIX)) return false;
  return navigationDecision(url, origin) === 'network';
}

/** The server's answer whatever its status; only an unreachable network gets the offline page. */
export async function networkOrOfflinePage(
  request: Request,
  fetchFn: (r: Request) => Promise<Response>,
  offlinePage: () => Promise<Response | undefined>,
): Promise<Response> {
  try {
    return await fetchFn(request);
  } catch (error) {
    console.warn('[sw] offline page shown', error);
    return (await offlinePage()) ?? Response.error();
  }
}

/** Wire after wireNavigation, so app routes keep the shell. */
export function wireOfflinePage(): void {
  registerRoute(
    ({ request, url }) => isOfflineFallbackNavigation(url, request.mode, self.location.origin),
    ({ request }) => networkOrOfflinePage(request, (r) => fetch(r), () => matchPrecache(OFFLINE_PAGE_URL)),
  );
}
