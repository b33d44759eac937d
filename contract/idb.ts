/** The IndexedDB schema shared by the UI and the service worker (opened with idb on both sides). */
import type { EventReport } from './wps.ts';

export const IDB_NAME = 'tessera';
export const IDB_VERSION = 1;
export const STORES = {
  outbox: 'outbox',
  kv: 'kv',
} as const;

export interface OutboxEntry {
  eventID: string;
  report: EventReport;
  attempts: number;
  fallbackAttempts: number;
  nextAttemptAt: number;
  createdAt: number;
}

export interface KvEntry {
  key: string;
  value: unknown;
}

/** The typed schema idb's `openDB<TesseraDB>` takes. */
export interface TesseraDB {
  outbox: { key: string; value: OutboxEntry };
  kv: { key: string; value: KvEntry };
}
