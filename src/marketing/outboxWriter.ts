/**
 * The page side of the outbox: reports are written to IndexedDB first (durable across a closed tab),
 * then the service worker is asked to send them. Without a controlling worker (first visit, development,
 * no service worker support) the page sends them itself with the same runner.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { IDB_NAME, IDB_VERSION, STORES, upgradeTesseraDb, type TesseraDB } from '../../contract/idb.ts';
import { SW_MESSAGES } from '../../contract/messages.ts';
import { newEntry } from '../../contract/outbox.ts';
import type { EventReport } from '../../contract/wps.ts';

let dbPromise: Promise<IDBPDatabase<TesseraDB>> | null = null;

export function outboxDb(): Promise<IDBPDatabase<TesseraDB>> {
  dbPromise ??= openDB<TesseraDB>(IDB_NAME, IDB_VERSION, {
    upgrade: (db) => upgradeTesseraDb(db),
    terminated: () => { dbPromise = null; },
  }).catch((error: unknown) => {
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

/** Asks the worker to send; the page sends itself when no worker controls it. Never throws. */
export function requestFlush(): void {
  try {
    const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
    if (controller) {
      controller.postMessage({ type: SW_MESSAGES.flushOutbox });
      return;
    }
  } catch (error) {
    console.warn('[outbox] flush message not sent', error);
  }
  void import('./pageOutbox.ts').then((m) => m.flushFromPage()).catch((error: unknown) => console.warn('[outbox] page flush failed', error));
}

/** Stores the report, then asks for a flush; false when IndexedDB refused it (logged: the event is lost). */
export async function enqueue(report: EventReport): Promise<boolean> {
  try {
    await (await outboxDb()).put(STORES.outbox, newEntry(report, Date.now()));
  } catch (error) {
    console.error(`[outbox] could not store ${report.event}`, error);
    return false;
  }
  requestFlush();
  return true;
}

let wired = false;

/** Replay triggers of the page: now, network back, tab visible again, a new controlling worker. */
export function wireFlushTriggers(): void {
  if (wired) return;
  wired = true;
  addEventListener('online', requestFlush);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') requestFlush(); });
  navigator.serviceWorker?.addEventListener('controllerchange', requestFlush);
  requestFlush();
}
