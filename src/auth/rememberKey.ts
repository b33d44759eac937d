/**
 * The AES-GCM key that seals the remembered password. It is generated non-extractable and kept in
 * IndexedDB (structured clone keeps it usable but unreadable), so a copied storage dump cannot be decrypted.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { IDB_NAME, IDB_VERSION, STORES, type TesseraDB } from '../../contract/idb.ts';

export const REMEMBER_KEY_ID = 'auth.rememberedLoginKey';

let dbPromise: Promise<IDBPDatabase<TesseraDB>> | null = null;

/** Opens the shared database; whichever runtime opens it first creates both stores. */
function db(): Promise<IDBPDatabase<TesseraDB>> {
  dbPromise ??= openDB<TesseraDB>(IDB_NAME, IDB_VERSION, {
    upgrade(d) {
      if (!d.objectStoreNames.contains(STORES.kv)) d.createObjectStore(STORES.kv, { keyPath: 'key' });
      if (!d.objectStoreNames.contains(STORES.outbox)) d.createObjectStore(STORES.outbox, { keyPath: 'eventID' });
    },
  }).catch((err: unknown) => {
    dbPromise = null;
    throw err;
  });
  return dbPromise;
}

function isAesKey(x: unknown): x is CryptoKey {
  return typeof CryptoKey !== 'undefined' && x instanceof CryptoKey && x.algorithm.name === 'AES-GCM';
}

/** The stored key, or null (create false) when there is none. Throws when IndexedDB or WebCrypto is unavailable. */
export async function rememberKey(create: boolean): Promise<CryptoKey | null> {
  const d = await db();
  const entry = await d.get(STORES.kv, REMEMBER_KEY_ID);
  if (entry && isAesKey(entry.value)) return entry.value;
  if (entry) console.warn('[remember] stored key has an unexpected shape; replaced');
  if (!create) return null;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await d.put(STORES.kv, { key: REMEMBER_KEY_ID, value: key });
  return key;
}

/** Drops the key (the sealed password becomes unreadable for good). */
export async function forgetRememberKey(): Promise<void> {
  try {
    await (await db()).delete(STORES.kv, REMEMBER_KEY_ID);
  } catch (err) {
    console.warn('[remember] key removal failed', err);
  }
}

/** Tests: forget the cached connection so a fresh fake database is opened. */
export function resetRememberKeyDb(): void {
  void dbPromise?.then((d) => d.close()).catch(() => {});
  dbPromise = null;
}
