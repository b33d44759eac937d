/** Navigations: app routes get the precached shell, everything else goes to the network. */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { BASE, isAppPath } from '../contract/routes.ts';

declare const self: ServiceWorkerGlobalScope;

/** The precached shell every app route is answered with. */
export const SHELL_URL = `${BASE}/index.html`;

/** Server-owned prefixes: their pages come from the server even if a route list ever overlaps. */
export const NEVER_SHELL_PREFIXES: readonly string[] = ['/wps/', '/cdn/', `${BASE}/assets/`];

export type NavigationDecision = 'shell' | 'network';

/** Pure decision for a navigation to `url`, given the service worker's own origin. */
export function navigationDecision(url: URL, origin: string): NavigationDecision {
  if (url.origin !== origin) return 'network';
  if (NEVER_SHELL_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  return isAppPath(url.pathname) ? 'shell' : 'network';
}

/** Wire after wirePrecache: createHandlerBoundToURL needs the shell in the precache list. */
export function wireNavigation(): void {
  let shell: ReturnType<typeof createHandlerBoundToURL>;
  try {
    shell = createHandlerBoundToURL(SHELL_URL);
  } catch (error) {
    // Without a precached shell (a broken build) navigations simply stay on the network.
    console.warn('[sw] shell not precached', error);
    return;
  }
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && navigationDecision(url, self.location.origin) === 'shell',
    shell,
  );
  // Other navigations match no route, so the browser fetches them itself.
}
