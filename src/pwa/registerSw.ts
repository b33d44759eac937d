/** Registers /m/sw.js once the caller says so (the page has settled); production builds only, never throws. */
import type { SwQuery } from '../../contract/messages.ts';
import { BASE } from '../../contract/routes.ts';

export type SwEnv = SwQuery['env'];

export const SW_SCOPE = `${BASE}/`;

/** The script URL the worker reads its env and merchant from (sw/lifecycle.ts). */
export function swScriptUrl(merchant: string, env: SwEnv): string {
  return `${BASE}/sw.js?env=${encodeURIComponent(env)}&merchant=${encodeURIComponent(merchant)}`;
}

/** Resolves when the tab is hidden or left: a first visit closed before it settled still starts its worker's install. */
export function pageLeaving(win: Pick<Window, 'addEventListener'> = window, doc: Pick<Document, 'addEventListener' | 'visibilityState'> = document): Promise<void> {
  return new Promise((resolve) => {
    win.addEventListener('pagehide', () => resolve(), { once: true });
    doc.addEventListener('visibilitychange', () => { if (doc.visibilityState === 'hidden') resolve(); });
  });
}

/**
 * Registers once `when` resolves, or earlier when the page is left (start-up passes the settled page: the precache must not compete with it).
 * Resolves to the registration, or to null when registration failed (logged).
 * Returns null at once in development or where service workers are unsupported.
 */
export function registerServiceWorker(merchant: string, env: SwEnv, when: Promise<unknown>): Promise<ServiceWorkerRegistration | null> | null {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  return Promise.race([when, pageLeaving()])
    .then(() => container.register(swScriptUrl(merchant, env), { scope: SW_SCOPE }))
    .catch((error: unknown) => {
      console.error('[pwa] service worker registration failed', error);
      return null;
    });
}
