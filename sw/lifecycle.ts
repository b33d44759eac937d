/** Activation and the env/merchant query the worker was registered with. */
import type { SwQuery } from '../contract/messages.ts';

declare const self: ServiceWorkerGlobalScope;

const ENVS: readonly SwQuery['env'][] = ['production', 'development', 'test'];
// Merchant codes are short identifiers; anything else is treated as a tampered registration URL.
const MERCHANT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** Parses `?env=..&merchant=..`; null when either is missing, repeated or invalid. */
export function parseSwQuery(search: string): SwQuery | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  const envs = params.getAll('env');
  const merchants = params.getAll('merchant');
  if (envs.length !== 1 || merchants.length !== 1) return null;
  const env = ENVS.find((e) => e === envs[0]);
  const merchant = merchants[0];
  if (!env || merchant === undefined || !MERCHANT_PATTERN.test(merchant)) return null;
  return { env, merchant };
}

let cached: SwQuery | null | undefined;

/** The validated query of this worker's script URL (read once). */
export function swQuery(): SwQuery | null {
  if (cached === undefined) {
    cached = parseSwQuery(self.location.search);
    if (!cached) console.warn('[sw] bad script query');
  }
  return cached;
}

export function wireLifecycle(): void {
  swQuery();
  // Safe: claim only takes same-origin pages, and skipWaiting never runs without the user's consent.
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim());
  });
}
