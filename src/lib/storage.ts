/**
 * Guarded Web Storage access (spec section 5: writes above 1.5 MB are refused). Every call takes the
 * Storage as an argument, never touches window, and never throws: quota and security errors are logged.
 */
import { STORAGE_WRITE_CAP_BYTES } from '../../contract/constants.ts';

/** The part of the Storage interface these helpers use (injectable in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Web Storage keeps UTF-16 strings, so a string costs two bytes per code unit. */
export function storageBytes(key: string, value: string): number {
  return (key.length + value.length) * 2;
}

/** Writes value under key; false (and logged) when over the cap or when the browser refuses. */
export function safeSetItem(storage: StorageLike | null, key: string, value: string): boolean {
  if (!storage) return false;
  const bytes = storageBytes(key, value);
  if (bytes > STORAGE_WRITE_CAP_BYTES) {
    console.error(`[storage] refused write of ${bytes} bytes to "${key}" (cap ${STORAGE_WRITE_CAP_BYTES})`);
    return false;
  }
  try {
    storage.setItem(key, value);
    return true;
  } catch (err) {
    // QuotaExceededError, or SecurityError when storage is disabled (private mode, blocked cookies).
    console.error(`[storage] write to "${key}" failed`, err);
    return false;
  }
}

/** Reads a raw string; null when absent or when the browser refuses access. */
export function safeGetItem(storage: StorageLike | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch (err) {
    console.warn(`[storage] read of "${key}" failed`, err);
    return null;
  }
}

/** Removes key; false (and logged) when the browser refuses. */
export function safeRemove(storage: StorageLike | null, key: string): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch (err) {
    console.warn(`[storage] removal of "${key}" failed`, err);
    return false;
  }
}

/**
 * Reads and validates a JSON entry. Corrupt JSON or a value failing isValid gives null, a warning,
 * and the removal of the bad entry so it cannot fail again on every page load.
 */
export function safeGetJSON<T>(storage: StorageLike | null, key: string, isValid: (x: unknown) => x is T): T | null {
  const raw = safeGetItem(storage, key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn(`[storage] "${key}" holds corrupt JSON; entry removed`);
    safeRemove(storage, key);
    return null;
  }
  if (!isValid(parsed)) {
    console.warn(`[storage] "${key}" holds an unexpected shape; entry removed`);
    safeRemove(storage, key);
    return null;
  }
  return parsed;
}

/** Serialises value as JSON and writes it under the cap; false when serialisation or the write fails. */
export function safeSetJSON(storage: StorageLike | null, key: string, value: unknown): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch (err) {
    console.error(`[storage] value for "${key}" is not serialisable`, err);
    return false;
  }
  return safeSetItem(storage, key, raw);
}

/** Type guard for a plain object whose values are all strings (the shape of our tracking maps). */
export function isStringRecord(x: unknown): x is Record<string, string> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  return Object.values(x).every((v) => typeof v === 'string');
}

/** Every key starting with prefix; read up front because removing shifts the indices. */
export function keysWithPrefix(storage: StorageLike | null, prefix: string): string[] {
  if (!storage) return [];
  const out: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const k = storage.key(i);
      if (k !== null && k.startsWith(prefix)) out.push(k);
    }
  } catch (err) {
    console.warn('[storage] scan failed', err);
  }
  return out;
}
