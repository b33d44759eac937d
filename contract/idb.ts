/** The IndexedDB schema shared by the UI (which opens it with idb) and the service worker (with sw/db.ts). */
import type { CollectEvent } from './marketing.ts';

export const IDB_NAME = 'tessera';
export const IDB_VERSION = 1;
export const STORES = {
  outbox: 'outbox',
  kv: 'kv',
} as const;

export interface OutboxEntry {
  /** report.eventValue.eventID (the store's key). */
  eventID: string;
  report: CollectEvent;
  attempts: number;
  fallbackAttempts: number;
  nextAttemptAt: number;
  createdAt: number;
}

export interface KvEntry {
  key: string;
  value: unknown;
}

/** The typed schema: idb's `openDB<TesseraDB>` takes it, and sw/db.ts types its stores by it. */
export interface TesseraDB {
  outbox: { key: string; value: OutboxEntry };
  kv: { key: string; value: KvEntry };
}

/** The part of an IDBDatabase the upgrade touches (typed structurally: the contract has no DOM lib). */
export interface UpgradableDb {
  objectStoreNames: { contains(name: string): boolean };
  createObjectStore(name: string, options: { keyPath: string }): unknown;
}

/** Creates the stores of version 1; the page and the service worker both open with it, whichever comes first. */
export function upgradeTesseraDb(db: UpgradableDb): void {
  if (!db.objectStoreNames.contains(STORES.outbox)) db.createObjectStore(STORES.outbox, { keyPath: 'eventID' });
  if (!db.objectStoreNames.contains(STORES.kv)) db.createObjectStore(STORES.kv, { keyPath: 'key' });
}
