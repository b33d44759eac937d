/**
 * The AES-GCM key that seals the remembered password. It is generated non-extractable and kept in
 * IndexedDB (structured clone keeps it usable but unreadable), so a copied storage dump cannot be decrypted.
 */
import { STORES } from '../../contract/idb.ts';
import { db } from '../lib/db.ts';

export const REMEMBER_KEY_ID = 'auth.rememberedLoginKey';

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

/** Tests: forget the cached connection so a fresh fake database is opened. */
export { resetDb as resetRememberKeyDb } from '../lib/db.ts';
