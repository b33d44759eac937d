/** The page's one IndexedDB handle over contract/idb.ts: the outbox and the key-value store (the service worker opens its own). */
import { openDB, type IDBPDatabase } from 'idb';
import { IDB_NAME, IDB_VERSION, upgradeTesseraDb, type TesseraDB } from '../../contract/idb.ts';

let dbPromise: Promise<IDBPDatabase<TesseraDB>> | null = null;

/** Opened once and shared; a failed open or a connection the browser closed is retried on the next call. */
export function db(): Promise<IDBPDatabase<TesseraDB>> {
  dbPromise ??= openDB<TesseraDB>(IDB_NAME, IDB_VERSION, {
    upgrade: (d) => upgradeTesseraDb(d),
    terminated: () => { dbPromise = null; },
  }).catch((error: unknown) => {
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

/** Tests: close and forget the connection so a fresh (fake) database is opened next. */
export function resetDb(): void {
  void dbPromise?.then((d) => d.close()).catch(() => {});
  dbPromise = null;
}
