/** Waiting for the browser's deferred install prompt (spec section 4: 20 tries at 150 ms). */
import { INSTALL_PROMPT_INTERVAL_MS, INSTALL_PROMPT_TRIES } from '../../contract/constants.ts';

/** The part of Chromium's BeforeInstallPromptEvent this feature uses. */
export interface DeferredPrompt {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const isDeferredPrompt = (x: unknown): x is DeferredPrompt =>
  typeof x === 'object' && x !== null && typeof (x as DeferredPrompt).prompt === 'function'
  && typeof (x as { userChoice?: { then?: unknown } }).userChoice?.then === 'function';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The prompt, asked up to `tries` times `intervalMs` apart; null when it never came. */
export async function waitForPrompt(
  get: () => DeferredPrompt | null,
  tries = INSTALL_PROMPT_TRIES,
  intervalMs = INSTALL_PROMPT_INTERVAL_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<DeferredPrompt | null> {
  for (let i = 0; i < tries; i++) {
    const p = get();
    if (p) return p;
    if (i < tries - 1) await wait(intervalMs);
  }
  return null;
}
