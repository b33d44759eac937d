/**
 * The service worker side of the event outbox: it sends what pages (and push receipts) put in IndexedDB.
 * Replays on worker start, when the network returns, on OUTBOX_FLUSH (pages post it when they enqueue,
 * come back online or become visible), on an open page's periodic OUTBOX_RETRY, and on Background Sync
 * where the browser has it (registered while events wait offline; Safari has none).
 */
import { SW_WPS } from '../contract/swPaths.ts';
import { STORES } from '../contract/idb.ts';
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from '../contract/messages.ts';
import { collectBody, type CollectEvent } from '../contract/marketing.ts';
import { newEntry, OUTBOX_LOCK } from '../contract/outbox.ts';
import { createFlusher, flushLoop, triggerAll, type OutboxEnv, type OutboxStore, type OutboxTransport } from '../contract/outboxRunner.ts';
import { PING_TIMEOUT_MS } from '../contract/constants.ts';
import { connect, del, entries, put, type Db } from './db.ts';
import { swQuery } from './lifecycle.ts';
import type { SwMessageHandlers } from './messages.ts';
import { sendReceipts } from './receipts.ts';

declare const self: ServiceWorkerGlobalScope;

/** Keeps retrying inside one run while the next attempt is this close (a page message keeps us alive that long). */
const MAX_WAIT_MS = 60_000;
const REPORT_TIMEOUT_MS = 30_000;

/** The shared database; whichever side (page or worker) opens first creates the schema. */
export const outboxDb: Db = connect();

export function idbStore(db: Db): OutboxStore {
  return {
    all: () => entries(db, STORES.outbox),
    put: (entry) => put(db, STORES.outbox, entry),
    remove: (key) => del(db, STORES.outbox, key),
  };
}

/** A 2xx whose body (production's is unseen) does not say success false. */
async function ok(url: string, init: RequestInit, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(url, { ...init, credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
    return res.ok && !/"success":false/.test(await res.text());
  } catch {
    return false;
  }
}

/**
 * Direct fetches (no sendBeacon in a worker): the collect beacon's exact body as text/plain, whose answer is read,
 * and the one-event ping. Merchant is the header the server checks.
 */
export function fetchTransport(merchant: string): OutboxTransport {
  const headers = { Merchant: merchant };
  return {
    report: (event: CollectEvent) => ok(SW_WPS.collect, { method: 'POST', headers: { ...headers, 'Content-Type': 'text/plain' }, body: collectBody(merchant, event) }, REPORT_TIMEOUT_MS),
    ping: (event: CollectEvent) => ok(`${SW_WPS.ping}?events=${encodeURIComponent(JSON.stringify(event))}`, { headers }, PING_TIMEOUT_MS),
  };
}

function env(merchant: string): OutboxEnv {
  return {
    store: idbStore(outboxDb),
    transport: fetchTransport(merchant),
    now: Date.now,
    random: Math.random,
    online: () => self.navigator.onLine !== false,
    log: (message, detail) => console.warn(message, detail ?? ''),
  };
}

/** Web Locks keep a page and this worker from sending the same entry at once; without them we just run. */
function exclusive(run: () => Promise<void>): Promise<void> {
  const locks = self.navigator.locks as LockManager | undefined;
  return locks ? locks.request(OUTBOX_LOCK, () => run()).then(() => undefined) : run();
}

let pendingTrigger = false;

const flush = createFlusher(async (sleep) => {
  const merchant = swQuery()?.merchant;
  if (!merchant) return;
  const e = env(merchant);
  await exclusive(async () => {
    if (pendingTrigger) {
      pendingTrigger = false;
      await triggerAll(e);
    }
    await flushLoop(e, sleep, MAX_WAIT_MS);
    // The loop only stops with events left when offline: the browser wakes the worker once the network is back.
    if ((await e.store.all()).length > 0) await (self.registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG);
  }).catch((error: unknown) => console.warn('[sw] outbox flush', error));
}, { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as number) });

/** Replays the outbox and the waiting push receipts; never throws. trigger makes resting entries start a new cycle. */
export function replayOutbox(trigger = true): Promise<unknown> {
  if (trigger) pendingTrigger = true;
  const merchant = swQuery()?.merchant;
  return Promise.all([flush().catch((error: unknown) => console.warn('[sw] outbox flush', error)), merchant && sendReceipts(outboxDb, merchant, Date.now())]);
}

/** Puts an event the worker itself produced in the outbox and sends it. */
export async function enqueueReport(report: CollectEvent): Promise<void> {
  try {
    await put(outboxDb, STORES.outbox, newEntry(report, Date.now()));
  } catch (error) {
    console.warn('[sw] outbox write', error);
    return;
  }
  await replayOutbox(false);
}

export const outboxHandlers: SwMessageHandlers = {
  [SW_MESSAGES.flushOutbox]: () => replayOutbox(),
  [SW_MESSAGES.retryOutbox]: () => replayOutbox(false),
};

export function wireOutbox(): void {
  self.addEventListener('online', () => { void replayOutbox(); });
  self.addEventListener('sync', ((event: ExtendableEvent & { tag?: string }) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replayOutbox());
  }) as EventListener);
  // Worker start: whatever a closed tab or a killed worker left behind.
  void replayOutbox();
}
