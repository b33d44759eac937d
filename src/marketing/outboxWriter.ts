/**
 * The page side of the outbox: reports are written to IndexedDB first (durable across a closed tab),
 * then the service worker is asked to send them. Without any worker (development, no service worker
 * support, a failed registration) the page sends them itself with the same runner.
 */
import { STORAGE_WRITE_CAP_BYTES } from '../../contract/constants.ts';
import { STORES } from '../../contract/idb.ts';
import { db } from '../lib/db.ts';
import { SW_MESSAGES } from '../../contract/messages.ts';
import { newEntry } from '../../contract/outbox.ts';
import { BASE } from '../../contract/routes.ts';
import type { CollectEvent } from '../../contract/marketing.ts';

/** The outbox's store is in the page's one database handle. */
export const outboxDb = db;

/** While a page is open and events wait, the sender is nudged this often: an outage's end is noticed with no user action. */
export const OUTBOX_RETRY_MS = 30_000;

/** Time a registering worker gets to take over before the page sends by itself (its start replays the outbox). */
export const PAGE_FLUSH_DELAY_MS = 15_000;
let deferred: ReturnType<typeof setTimeout> | undefined;

function controller(): ServiceWorker | null {
  return typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller ?? null : null;
}

function post(worker: ServiceWorker): void {
  worker.postMessage({ type: SW_MESSAGES.flushOutbox });
}

/** No controller yet: an active worker is asked directly; otherwise the page sends itself, later. */
async function flushWithoutController(): Promise<void> {
  const now = controller();
  if (now) return post(now);
  const active = (await navigator.serviceWorker?.getRegistration(`${BASE}/`))?.active;
  if (active) return post(active);
  await (await import('./pageOutbox.ts')).flushFromPage();
}

/** Asks the worker to send; without one (first visit, development, no support) the page sends itself. Never throws. */
export function requestFlush(): void {
  try {
    const worker = controller();
    if (worker) return post(worker);
  } catch (error) {
    console.warn('[outbox] flush message not sent', error);
  }
  if (deferred !== undefined) return;
  // A first visit registers the worker once the page has settled; its start replays the outbox, so the page waits.
  deferred = setTimeout(() => {
    deferred = undefined;
    flushWithoutController().catch((error: unknown) => console.warn('[outbox] page flush failed', error));
  }, navigator.serviceWorker && !import.meta.env.DEV ? PAGE_FLUSH_DELAY_MS : 0);
}

/** The periodic nudge: only when events wait; the worker (else the page) sends what is due without restarting cycles. */
export async function retryWaiting(): Promise<void> {
  try {
    if ((await (await outboxDb()).count(STORES.outbox)) === 0) return;
    const worker = controller() ?? (await navigator.serviceWorker?.getRegistration(`${BASE}/`))?.active;
    if (worker) worker.postMessage({ type: SW_MESSAGES.retryOutbox });
    else await (await import('./pageOutbox.ts')).flushFromPage(false);
  } catch (error) {
    console.warn('[outbox] retry failed', error);
  }
}

/** Stores the report, then asks for a flush; false when it is over the write cap or IndexedDB refused it (logged). */
export async function enqueue(report: CollectEvent): Promise<boolean> {
  // Spec section 5's write cap holds for every store; strings cost two bytes per code unit, as in Web Storage.
  const bytes = JSON.stringify(report).length * 2;
  if (bytes > STORAGE_WRITE_CAP_BYTES) {
    console.error(`[outbox] refused ${report.eventName}: ${bytes} bytes (cap ${STORAGE_WRITE_CAP_BYTES})`);
    return false;
  }
  try {
    await (await outboxDb()).put(STORES.outbox, newEntry(report, Date.now()));
  } catch (error) {
    console.error(`[outbox] could not store ${report.eventName}`, error);
    return false;
  }
  requestFlush();
  return true;
}

let wired = false;

/** Replay triggers of the page: now, network back, tab visible again, a new controlling worker; and a periodic retry. */
export function wireFlushTriggers(): void {
  if (wired) return;
  wired = true;
  addEventListener('online', requestFlush);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') requestFlush(); });
  navigator.serviceWorker?.addEventListener('controllerchange', requestFlush);
  setInterval(() => { void retryWaiting(); }, OUTBOX_RETRY_MS);
  requestFlush();
}
