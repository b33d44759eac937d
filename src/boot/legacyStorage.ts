/**
 * Production's storage keys (reference sections 4 to 6), carried over once so a returning visitor of its front end
 * keeps their language, auto-login switch and remembered login; each is removed once read. Production keeps them in
 * its kv store ("appStorage"): IndexedDB `tc-app`, store `storage` (out-of-line keys, raw values, as its sw.js writes
 * them), else localStorage under `kv:<key>`; plain localStorage keys are read too. start.ts loads this code during
 * start-up when one of LEGACY_KEYS is in localStorage (plain or kv:), and legacyDb.ts after the first screen when the
 * database exists. (The device id takes over production's key where it is resolved, src/lib/deviceId.ts; `merchant` and
 * `status` are Tessera's keys as well.)
 */
import { isLanguage } from '../../contract/languages';
import { LANGUAGE_KEY } from '../actions/changeLanguage';
import { AUTO_LOGIN_KEY } from '../auth/autoLoginSwitch';
import { REMEMBER_KEY, saveRemembered, type RememberedMeta } from '../auth/rememberedLogin';
import { localStore } from '../lib/memoryStorage';
import { safeGetItem, safeRemove, safeSetItem } from '../lib/storage';
import { MERCHANT_KEY } from '../state/merchant';
import { LEGACY_DB, LEGACY_DB_READ_KEY } from './legacyDb';
import { LEGACY_KV_PREFIX } from './start';
import { LEGACY_LANGUAGE_KEY } from '../../contract/storageKeys';

export { LEGACY_LANGUAGE_KEY };
/** '0' turns auto login off, like Tessera's switch. */
export const LEGACY_AUTO_LOGIN_KEY = 'autoLogin';
/** {username, password, type username/sms, merchant, countryDialingCode}; its salt is in LEGACY_SALT_KEY. */
export const LEGACY_REMEMBERED_KEY = 'remPass';
export const LEGACY_SALT_KEY = 'sass';

/** The object store of production's kv database. */
export const LEGACY_DB_STORE = 'storage';

const MAX = 256;
const text = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' && x.length <= MAX ? x : undefined);

/** Where production's values are read: get gives a text (objects as JSON), remove forgets every copy of the key. */
interface Source { get(key: string): string | null; remove(key: string): void }

/** A kv value as text: appStorage's encoding is unseen, so JSON-encoded texts are unwrapped and objects encoded. */
export function kvText(raw: unknown): string | null {
  let v = raw;
  if (typeof v === 'string') {
    try { v = JSON.parse(v); } catch { return raw as string; }
  }
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return typeof v === 'object' && v !== null ? JSON.stringify(v) : null;
}

/** localStorage: the plain key first, then appStorage's fallback `kv:<key>`. */
const localSource = (): Source => ({
  get: (key) => {
    const plain = safeGetItem(localStore(), key);
    if (plain !== null) return plain;
    const kv = safeGetItem(localStore(), LEGACY_KV_PREFIX + key);
    return kv === null ? null : kvText(kv);
  },
  remove: (key) => { safeRemove(localStore(), key); safeRemove(localStore(), LEGACY_KV_PREFIX + key); },
});

/** Moves a production value to Tessera's key unless Tessera has its own; an unusable one is logged and dropped. */
function adopt(src: Source, from: string, to: string, usable: (v: string) => string | null): void {
  const value = src.get(from);
  if (value === null) return;
  src.remove(from);
  if (safeGetItem(localStore(), to) !== null) return;
  const v = usable(value);
  if (v === null) console.warn(`[legacy] "${from}" holds an unusable value; skipped`);
  else safeSetItem(localStore(), to, v);
}

/** base64(base64(password + salt)), UTF-8 assumed: the password, or null when it does not decode with this salt. */
export function decodeRemPassword(encoded: string, salt: string): string | null {
  try {
    const raw = atob(atob(encoded));
    let plain: string;
    try {
      plain = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(raw, (c) => c.charCodeAt(0)));
    } catch {
      plain = raw;
    }
    return salt && plain.length > salt.length && plain.endsWith(salt) ? plain.slice(0, -salt.length) : null;
  } catch {
    return null;
  }
}

/** remPass as Tessera's meta, or null; an entry without a merchant takes production's stored one. */
function metaOf(src: Source, r: Record<string, unknown>): RememberedMeta | null {
  const name = text(r.username);
  const merchant = text(r.merchant) ?? text(src.get(MERCHANT_KEY)) ?? safeGetItem(localStore(), MERCHANT_KEY);
  if (!name || !merchant) return null;
  if (r.type === 'sms') return { type: 'sms', mobileNum: name, countryDialingCode: text(r.countryDialingCode), merchant };
  return r.type === 'username' ? { type: 'username', username: name, merchant } : null;
}

/** Re-saved sealed (auth/rememberedLogin.ts); production's copy goes whatever happens: its password is readable. */
async function adoptRemembered(src: Source): Promise<void> {
  const store = localStore();
  const raw = src.get(LEGACY_REMEMBERED_KEY);
  if (raw === null) return;
  try {
    let r: unknown = null;
    try {
      r = JSON.parse(raw);
    } catch { /* judged below */ }
    const m = typeof r === 'object' && r !== null ? metaOf(src, r as Record<string, unknown>) : null;
    if (!m) {
      console.warn('[legacy] remPass is malformed; removed');
      return;
    }
    // A login remembered by Tessera itself is newer.
    if (safeGetItem(store, REMEMBER_KEY) !== null) return;
    const encoded = text((r as Record<string, unknown>).password);
    const password = m.type === 'username' && encoded ? decodeRemPassword(encoded, src.get(LEGACY_SALT_KEY) ?? '') : null;
    if (m.type === 'username' && password === null) console.warn('[legacy] remPass password does not decode; the username alone is kept');
    await saveRemembered(m, password ?? undefined);
  } finally {
    src.remove(LEGACY_REMEMBERED_KEY);
    src.remove(LEGACY_SALT_KEY);
  }
}

async function migrateFrom(src: Source): Promise<void> {
  adopt(src, LEGACY_LANGUAGE_KEY, LANGUAGE_KEY, (v) => (isLanguage(v.toUpperCase()) ? v.toUpperCase() : null));
  adopt(src, LEGACY_AUTO_LOGIN_KEY, AUTO_LOGIN_KEY, (v) => (v === '0' || v === '1' ? v : null));
  await adoptRemembered(src);
}

/** localStorage's plain and kv: keys. Never rejects. */
export async function migrateLegacyStorage(): Promise<void> {
  try {
    await migrateFrom(localSource());
  } catch (e) {
    console.warn('[legacy] storage not migrated', e);
  }
}

const done = <T>(req: IDBRequest<T>): Promise<T> => new Promise((resolve, reject) => {
  req.onsuccess = () => resolve(req.result);
  req.onerror = () => reject(req.error);
});

/** Production's database, or null. Opened without a version: one that was not there is never left behind. */
function openLegacyDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const req = indexedDB.open(LEGACY_DB);
    req.onupgradeneeded = (e) => { if (e.oldVersion === 0) req.transaction?.abort(); };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
    req.onblocked = () => resolve(null);
  });
}

/** The keys migrated from production's kv database (the merchant only completes a remembered login). */
const DB_KEYS = [LEGACY_LANGUAGE_KEY, LEGACY_AUTO_LOGIN_KEY, LEGACY_REMEMBERED_KEY, LEGACY_SALT_KEY, MERCHANT_KEY] as const;

/**
 * Production's kv database: its values move like the localStorage ones, the moved ones are deleted from it
 * (the remembered password is readable there), and LEGACY_DB_READ_KEY marks it read. Never rejects.
 */
export async function migrateLegacyDbValues(): Promise<void> {
  let db: IDBDatabase | null = null;
  try {
    db = await openLegacyDb();
    if (db?.objectStoreNames.contains(LEGACY_DB_STORE)) {
      const store = db.transaction(LEGACY_DB_STORE, 'readonly').objectStore(LEGACY_DB_STORE);
      const found = new Map<string, string | null>();
      await Promise.all(DB_KEYS.map(async (k) => { const v: unknown = await done(store.get(k)); if (v !== undefined) found.set(k, kvText(v)); }));
      const moved = new Set<string>();
      await migrateFrom({ get: (k) => found.get(k) ?? null, remove: (k) => { if (found.has(k)) moved.add(k); } });
      if (moved.size > 0) {
        const tx = db.transaction(LEGACY_DB_STORE, 'readwrite');
        for (const k of moved) tx.objectStore(LEGACY_DB_STORE).delete(k);
        await new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(tx.error); tx.onabort = () => reject(tx.error); });
      }
    }
    safeSetItem(localStore(), LEGACY_DB_READ_KEY, '1');
  } catch (e) {
    console.warn('[legacy] IndexedDB store not migrated', e);
  } finally {
    db?.close();
  }
}
