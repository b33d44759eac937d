/** Registers /m/sw.js once the caller says so (the page has settled); production builds only, never throws. */
import type { SwQuery } from '../../contract/messages.ts';
import { BASE } from '../../contract/routes.ts';

export type SwEnv = SwQuery['env'];

export const SW_SCOPE = `${BASE}/`;

/** The script URL the worker reads its env and merchant from (sw/lifecycle.ts). */
export function swScriptUrl(merchant: string, env: SwEnv): string {
  return `${BASE}/sw.js?env=${encodeURIComponent(env)}&merchant=${encodeURIComponent(merchant)}`;
}

/**
 * Registers once `when` resolves (start-up passes the settled page: the precache must not compete with it).
 * Resolves to the registration, or to null when registration failed (logged).
 * Returns null at once in development or where service workers are unsupported.
 */
export function registerServiceWorker(merchant: string, env: SwEnv, when: Promise<unknown>): Promise<ServiceWorkerRegistration | null> | null {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  return when
    .then(() => container.register(swScriptUrl(merchant, env), { scope: SW_SCOPE }))
    .catch((error: unknown) => {
      console.error('[pwa] service worker registration failed', error);
      return null;
    });
}
