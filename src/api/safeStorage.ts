/**
 * Guarded Web Storage access for the cache's second layer: a full or missing storage never throws
 * into a request, and writes above STORAGE_WRITE_CAP_BYTES (spec section 5) are refused.
 */
import { STORAGE_WRITE_CAP_BYTES } from '../../contract/constants.ts';

/** The part of the Storage interface the cache uses (injectable in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Bytes a key and value take, counted as UTF-8. */
export function storageBytes(key: string, value: string): number {
  return new TextEncoder().encode(key).length + new TextEncoder().encode(value).length;
}

/** sessionStorage, or null where it is unavailable (blocked cookies, some private modes). */
export function sessionStorageOrNull(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Writes or refuses; true when the value was stored. Never throws. */
export function safeSetItem(storage: StorageLike | null, key: string, value: string, capBytes = STORAGE_WRITE_CAP_BYTES): boolean {
  if (!storage) return false;
  const bytes = storageBytes(key, value);
  if (bytes > capBytes) {
    console.warn(`[api] storage write refused: ${bytes} bytes is over the ${capBytes}-byte cap`, key);
    return false;
  }
  try {
    storage.setItem(key, value);
    return true;
  } catch (err) {
    console.warn('[api] storage write failed', key, err);
    return false;
  }
}

export function safeGetItem(storage: StorageLike | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch (err) {
    console.warn('[api] storage read failed', key, err);
    return null;
  }
}

export function safeRemoveItem(storage: StorageLike | null, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch (err) {
    console.warn('[api] storage remove failed', key, err);
  }
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
    console.warn('[api] storage scan failed', err);
  }
  return out;
}
