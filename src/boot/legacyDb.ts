/**
 * Production's kv store in IndexedDB (reference section 4), looked for once the first screen is up: databases() is
 * asked first where the browser has it, so the look never creates the database; legacyStorage.ts, which moves its
 * values, loads only when it is there (or when the browser cannot say).
 */
import { localStore } from '../lib/memoryStorage';
import { safeGetItem } from '../lib/storage';

export const LEGACY_DB = 'tc-app';
/** Set once production's database has been read. */
export const LEGACY_DB_READ_KEY = 'MC_LEGACY_DB_READ';

/** Never rejects. */
export async function migrateLegacyDb(): Promise<void> {
  try {
    if (typeof indexedDB === 'undefined' || safeGetItem(localStore(), LEGACY_DB_READ_KEY) !== null) return;
    if (indexedDB.databases && !(await indexedDB.databases()).some((d) => d.name === LEGACY_DB)) return;
    await import('./legacyStorage').then((m) => m.migrateLegacyDbValues());
  } catch (e) {
    console.warn('[legacy] IndexedDB store not looked for', e);
  }
}
