/**
 * The first visit's heaviest background work waits until the page has settled: the service worker's precache
 * (about 1 MB, whose scripts the browser compiles as it stores them) and the marquee's endless frames. On a
 * two-core phone either one, running beside start-up, stretches every task of the lobby.
 */
import { subscribe } from 'valtio';
import { markQuiet, state as ui } from '../state/ui';

/** How long the main thread must have been idle without a break. */
export const QUIET_MS = 1000;
/** The longest each wait lasts: a page that never goes quiet still gets its service worker. */
export const QUIET_MAX_MS = 10_000;
/** An idle period with nothing scheduled gets up to 50 ms; less means a frame or a task is waiting. */
const FULL_IDLE_MS = 40;
/** An idle page's callbacks come one idle period apart; a longer gap means a task ran in between. */
const MAX_GAP_MS = 80;

export function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves once the main thread has been idle for quietMs in a row, or after maxMs. */
export function quietFor(quietMs = QUIET_MS, maxMs = QUIET_MAX_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback !== 'function') {
      // Safari: no idle callbacks, so a plain pause after the work that came before.
      setTimeout(resolve, quietMs);
      return;
    }
    let done = false;
    let handle = 0;
    let last = performance.now();
    let since = last;
    const cap = setTimeout(finish, maxMs);
    const check = (deadline: IdleDeadline): void => {
      const now = performance.now();
      if (deadline.timeRemaining() < FULL_IDLE_MS || now - last > MAX_GAP_MS) since = now;
      last = now;
      if (now - since >= quietMs) finish();
      else handle = requestIdleCallback(check);
    };
    handle = requestIdleCallback(check);
    function finish(): void {
      if (done) return;
      done = true;
      clearTimeout(cap);
      cancelIdleCallback(handle);
      resolve();
    }
  });
}

/**
 * After `work` settles (at most QUIET_MAX_MS) and the page has loaded, waits for a quiet main thread, then
 * marks the page quiet.
 */
export async function settlePage(work: Promise<unknown>): Promise<void> {
  await Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, QUIET_MAX_MS))]);
  await afterLoad();
  await quietFor();
  markQuiet();
}

/** Resolves once the page is quiet (see settlePage). */
export function untilQuiet(): Promise<void> {
  if (ui.quiet) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(ui, () => {
      if (!ui.quiet) return;
      stop();
      resolve();
    });
  });
}
