// Not idb: it would cost the worker ~1.1 KB gzip of its 15 KB budget for the four calls made here.
import { IDB_NAME, IDB_VERSION, upgradeTesseraDb, type TesseraDB } from '../contract/idb.ts';

type Store = keyof TesseraDB;
type Value<S extends Store> = TesseraDB[S]['value'];

/** The connection, opened on first use (the schema made by whichever side opens first). */
export type Db = () => Promise<IDBDatabase>;

/** A connection getter that lets go when a newer version is asked for or the browser closes it, and reopens on the next call. */
export function connect(name: string = IDB_NAME): Db {
  let open: Promise<IDBDatabase> | null = null;
  return () => open ??= new Promise<IDBDatabase>((resolve, reject) => {
    const r = indexedDB.open(name, IDB_VERSION);
    r.onupgradeneeded = () => upgradeTesseraDb(r.result);
    r.onsuccess = () => {
      const db = r.result;
      // Closing at once unblocks the other context's upgrade or deletion.
      db.onversionchange = () => { open = null; db.close(); };
      db.onclose = () => { open = null; };
      resolve(db);
    };
    r.onerror = () => reject(r.error);
  }).catch((error: unknown) => {
    open = null;
    throw error;
  });
}

const result = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });

/** Runs work on one store in one transaction; resolves with its result once the transaction completed. */
async function inTx<T>(db: Db, name: Store, mode: IDBTransactionMode, work: (store: IDBObjectStore) => T | Promise<T>): Promise<T> {
  const tx = (await db()).transaction(name, mode);
  let out: T | Promise<T>;
  try {
    out = work(tx.objectStore(name));
  } catch (error) {
    // A refused value (no key, not cloneable) throws at once: drop the requests made before it too.
    tx.abort();
    throw error;
  }
  return (await Promise.all([out, new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onabort = () => reject(tx.error); })]))[0];
}

export const get = <S extends Store>(db: Db, name: S, key: string): Promise<Value<S> | undefined> =>
  inTx(db, name, 'readonly', (s) => result<Value<S> | undefined>(s.get(key)));

/** Every value in one readwrite transaction: all or none are stored. */
export const put = <S extends Store>(db: Db, name: S, ...values: Value<S>[]): Promise<void> =>
  inTx(db, name, 'readwrite', (s) => { for (const v of values) s.put(v); });

export const del = (db: Db, name: Store, key: string): Promise<void> =>
  inTx(db, name, 'readwrite', (s) => { s.delete(key); });

/** Keys and values read in one transaction, so they pair up. */
export const entries = <S extends Store>(db: Db, name: S): Promise<{ key: string; value: Value<S> }[]> =>
  inTx(db, name, 'readonly', (s) => Promise.all([result(s.getAllKeys()), result<Value<S>[]>(s.getAll())]))
    .then(([keys, values]) => keys.map((key, i) => ({ key: String(key), value: values[i]! })));
