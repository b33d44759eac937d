// Reference sections 5 and 6: production's storage keys carried over once at start-up (remembered login, language,
// auto-login switch), so a returning visitor of production's front end keeps them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDB_NAME } from '../../../contract/idb.ts';
import { LANGUAGE_KEY } from '../../../src/actions/changeLanguage.ts';
import { AUTO_LOGIN_KEY } from '../../../src/auth/autoLoginSwitch.ts';
import { resetRememberKeyDb } from '../../../src/auth/rememberKey.ts';
import { readRememberedMeta, readRememberedPassword, REMEMBER_KEY, saveRemembered } from '../../../src/auth/rememberedLogin.ts';
import {
  decodeRemPassword, kvText, LEGACY_AUTO_LOGIN_KEY, LEGACY_DB_STORE, LEGACY_LANGUAGE_KEY, LEGACY_REMEMBERED_KEY, LEGACY_SALT_KEY, migrateLegacyStorage,
} from '../../../src/boot/legacyStorage.ts';
import { LEGACY_DB, LEGACY_DB_READ_KEY, migrateLegacyDb } from '../../../src/boot/legacyDb.ts';
import { LEGACY_KEYS, LEGACY_KV_PREFIX, legacyKeysPresent } from '../../../src/boot/start.ts';
import { MERCHANT_KEY } from '../../../src/state/merchant.ts';
import { storageHolds } from '../auth/leaks.ts';

const SALT = 'x9Salt';
const b64 = (s: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(s)));
/** Production's encoding: base64(base64(password + salt)). */
const encode = (password: string, salt = SALT): string => b64(b64(password + salt));
const remPass = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ username: 'carol01', password: encode('S3cret-pässword!'), type: 'username', merchant: 'prod1', ...over });

const dropDb = (name: string) => new Promise<void>((resolve) => { const r = indexedDB.deleteDatabase(name); r.onsuccess = r.onerror = r.onblocked = () => resolve(); });

beforeEach(async () => {
  resetRememberKeyDb();
  await dropDb(IDB_NAME);
  await dropDb(LEGACY_DB);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => { vi.restoreAllMocks(); });

describe('language and auto-login switch', () => {
  it('start-up loads this code exactly when one of these keys is present', () => {
    expect([...LEGACY_KEYS].sort()).toEqual([LEGACY_AUTO_LOGIN_KEY, LEGACY_LANGUAGE_KEY, LEGACY_REMEMBERED_KEY].sort());
    expect(legacyKeysPresent()).toBe(false);
    localStorage.setItem(LEGACY_REMEMBERED_KEY, '{}');
    expect(legacyKeysPresent()).toBe(true);
  });

  it('language becomes MC_LANGUAGE (upper case) unless Tessera has its own; junk is skipped and logged; it is removed', async () => {
    localStorage.setItem(LEGACY_LANGUAGE_KEY, 'th');
    await migrateLegacyStorage();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('TH');
    expect(localStorage.getItem(LEGACY_LANGUAGE_KEY)).toBeNull();
    localStorage.setItem(LEGACY_LANGUAGE_KEY, 'vi');
    await migrateLegacyStorage();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('TH');
    expect(localStorage.getItem(LEGACY_LANGUAGE_KEY)).toBeNull();
    localStorage.clear();
    localStorage.setItem(LEGACY_LANGUAGE_KEY, 'klingon');
    await migrateLegacyStorage();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('autoLogin 0 (off) becomes MC_AUTO_LOGIN 0; anything else but 0 or 1 is skipped', async () => {
    localStorage.setItem(LEGACY_AUTO_LOGIN_KEY, '0');
    await migrateLegacyStorage();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
    expect(localStorage.getItem(LEGACY_AUTO_LOGIN_KEY)).toBeNull();
    localStorage.clear();
    localStorage.setItem(LEGACY_AUTO_LOGIN_KEY, 'off');
    await migrateLegacyStorage();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBeNull();
  });

  it('does nothing on a visit without production keys', async () => {
    await migrateLegacyStorage();
    expect(localStorage.length).toBe(0);
  });
});

describe('remembered login (remPass, salt in sass)', () => {
  it('a username login is sealed in Tessera\'s form and production\'s readable copy and salt are removed', async () => {
    localStorage.setItem(LEGACY_REMEMBERED_KEY, remPass());
    localStorage.setItem(LEGACY_SALT_KEY, SALT);
    await migrateLegacyStorage();
    expect(readRememberedMeta()).toEqual({ type: 'username', username: 'carol01', merchant: 'prod1' });
    expect(await readRememberedPassword()).toBe('S3cret-pässword!');
    expect(localStorage.getItem(LEGACY_REMEMBERED_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_SALT_KEY)).toBeNull();
    expect(storageHolds(localStorage.getItem(REMEMBER_KEY) ?? '', 'S3cret-pässword!')).toBe(false);
  });

  it('an sms login keeps the number and dialing code, no password', async () => {
    localStorage.setItem(LEGACY_REMEMBERED_KEY, remPass({ type: 'sms', username: '0812345678', password: undefined, countryDialingCode: '66' }));
    await migrateLegacyStorage();
    expect(readRememberedMeta()).toEqual({ type: 'sms', mobileNum: '0812345678', countryDialingCode: '66', merchant: 'prod1' });
  });

  it('without a merchant in the entry, the stored merchant is used; without either the entry is dropped', async () => {
    localStorage.setItem(LEGACY_REMEMBERED_KEY, remPass({ merchant: undefined }));
    localStorage.setItem(LEGACY_SALT_KEY, SALT);
    localStorage.setItem(MERCHANT_KEY, 'stored-co');
    await migrateLegacyStorage();
    expect(readRememberedMeta()?.merchant).toBe('stored-co');
    localStorage.clear();
    localStorage.setItem(LEGACY_REMEMBERED_KEY, remPass({ merchant: undefined }));
    await migrateLegacyStorage();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_REMEMBERED_KEY)).toBeNull();
  });

  it('a password that does not decode with the salt keeps the username only', async () => {
    localStorage.setItem(LEGACY_REMEMBERED_KEY, remPass());
    localStorage.setItem(LEGACY_SALT_KEY, 'otherSalt');
    await migrateLegacyStorage();
    expect(readRememberedMeta()?.username).toBe('carol01');
    expect(await readRememberedPassword()).toBeNull();
    expect(localStorage.getItem(LEGACY_REMEMBERED_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'], ['a list', '[]'], ['an unknown type', remPass({ type: 'email' })], ['no username', remPass({ username: '' })],
  ])('%s is logged and removed, never thrown', async (_label, raw) => {
    localStorage.setItem(LEGACY_REMEMBERED_KEY, raw);
    await expect(migrateLegacyStorage()).resolves.toBeUndefined();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_REMEMBERED_KEY)).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('a login Tessera remembered itself wins; production\'s copy is still removed', async () => {
    await saveRemembered({ type: 'username', username: 'dave', merchant: 'prod1' }, 'pw-dave');
    localStorage.setItem(LEGACY_REMEMBERED_KEY, remPass());
    localStorage.setItem(LEGACY_SALT_KEY, SALT);
    await migrateLegacyStorage();
    expect(readRememberedMeta()?.username).toBe('dave');
    expect(await readRememberedPassword()).toBe('pw-dave');
    expect(localStorage.getItem(LEGACY_REMEMBERED_KEY)).toBeNull();
  });

  it('decodeRemPassword: base64(base64(password + salt)); a wrong salt, no salt or bad base64 gives null', () => {
    expect(decodeRemPassword(encode('pw'), SALT)).toBe('pw');
    expect(decodeRemPassword(encode('pässwörd'), SALT)).toBe('pässwörd');
    expect(decodeRemPassword(encode('pw'), 'nope')).toBeNull();
    expect(decodeRemPassword(encode('pw'), '')).toBeNull();
    expect(decodeRemPassword('%%%', SALT)).toBeNull();
    expect(decodeRemPassword(encode(''), SALT)).toBeNull();
  });
});

describe('production\'s kv store: localStorage kv:<key> (its fallback)', () => {
  const kv = (key: string) => LEGACY_KV_PREFIX + key;

  it('kvText: appStorage\'s texts, JSON-encoded or not, numbers and objects', () => {
    expect(kvText('th')).toBe('th');
    expect(kvText('"th"')).toBe('th');
    expect(kvText('0')).toBe('0');
    expect(kvText(0)).toBe('0');
    expect(kvText({ a: 1 })).toBe('{"a":1}');
    expect(kvText('{"a":1}')).toBe('{"a":1}');
    expect(kvText(null)).toBeNull();
    expect(kvText(undefined)).toBeNull();
  });

  it('language, auto-login switch and remembered login move from kv: keys, which are removed', async () => {
    localStorage.setItem(kv(LEGACY_LANGUAGE_KEY), '"vi"');
    localStorage.setItem(kv(LEGACY_AUTO_LOGIN_KEY), '0');
    localStorage.setItem(kv(LEGACY_REMEMBERED_KEY), remPass());
    localStorage.setItem(kv(LEGACY_SALT_KEY), JSON.stringify(SALT));
    await migrateLegacyStorage();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('VI');
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
    expect(readRememberedMeta()).toEqual({ type: 'username', username: 'carol01', merchant: 'prod1' });
    expect(await readRememberedPassword()).toBe('S3cret-pässword!');
    for (const k of [LEGACY_LANGUAGE_KEY, LEGACY_AUTO_LOGIN_KEY, LEGACY_REMEMBERED_KEY, LEGACY_SALT_KEY]) expect(localStorage.getItem(kv(k))).toBeNull();
  });

  it('start-up loads this code for a kv: key alone, and not for other kv: keys', () => {
    expect(legacyKeysPresent()).toBe(false);
    localStorage.setItem(kv('theme'), '"dark"');
    expect(legacyKeysPresent()).toBe(false);
    for (const k of LEGACY_KEYS) {
      localStorage.clear();
      localStorage.setItem(kv(k), '"x"');
      expect(legacyKeysPresent(), k).toBe(true);
    }
  });
});

describe('production\'s kv store: IndexedDB tc-app / storage', () => {
  /** Production's database as its sw.js makes it: version 1, one store with out-of-line keys and raw values. */
  async function seedLegacyDb(values: Record<string, unknown>): Promise<void> {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(LEGACY_DB, 1);
      r.onupgradeneeded = () => r.result.createObjectStore(LEGACY_DB_STORE);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const tx = db.transaction(LEGACY_DB_STORE, 'readwrite');
    for (const [k, v] of Object.entries(values)) tx.objectStore(LEGACY_DB_STORE).put(v, k);
    await new Promise<void>((resolve) => { tx.oncomplete = () => resolve(); });
    db.close();
  }
  async function legacyKeys(): Promise<string[]> {
    const db = await new Promise<IDBDatabase>((resolve) => { const r = indexedDB.open(LEGACY_DB); r.onsuccess = () => resolve(r.result); });
    const keys = await new Promise<IDBValidKey[]>((resolve) => { const r = db.transaction(LEGACY_DB_STORE).objectStore(LEGACY_DB_STORE).getAllKeys(); r.onsuccess = () => resolve(r.result); });
    db.close();
    return keys.map(String).sort();
  }
  const dbNames = async () => (await indexedDB.databases()).map((d) => d.name);

  it('moves the remembered login (an object), language and switch; deletes what moved, keeps the rest; marks it read', async () => {
    await seedLegacyDb({
      [LEGACY_REMEMBERED_KEY]: { username: 'carol01', password: encode('S3cret-pässword!'), type: 'username' },
      [LEGACY_SALT_KEY]: SALT, [MERCHANT_KEY]: 'prod1', [LEGACY_LANGUAGE_KEY]: 'th', [LEGACY_AUTO_LOGIN_KEY]: '0', targetUrl: '/m/promo',
    });
    await migrateLegacyDb();
    expect(readRememberedMeta()).toEqual({ type: 'username', username: 'carol01', merchant: 'prod1' });
    expect(await readRememberedPassword()).toBe('S3cret-pässword!');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('TH');
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
    expect(await legacyKeys()).toEqual([MERCHANT_KEY, 'targetUrl'].sort());
    expect(localStorage.getItem(LEGACY_DB_READ_KEY)).toBe('1');
  });

  it('Tessera\'s own values win; production\'s copies are still deleted', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    await seedLegacyDb({ [LEGACY_LANGUAGE_KEY]: 'th', [LEGACY_REMEMBERED_KEY]: { username: 'x', type: 'username', merchant: 'm' } });
    await saveRemembered({ type: 'username', username: 'dave', merchant: 'prod1' }, 'pw-dave');
    await migrateLegacyDb();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('EN');
    expect(readRememberedMeta()?.username).toBe('dave');
    expect(await legacyKeys()).toEqual([]);
  });

  it('read once: after the mark, the database is not opened again', async () => {
    await seedLegacyDb({ [LEGACY_LANGUAGE_KEY]: 'th' });
    localStorage.setItem(LEGACY_DB_READ_KEY, '1');
    await migrateLegacyDb();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(await legacyKeys()).toEqual([LEGACY_LANGUAGE_KEY]);
  });

  it('without the database nothing is created: databases() says so, or (without databases()) the open is undone', async () => {
    await migrateLegacyDb();
    expect(await dbNames()).not.toContain(LEGACY_DB);
    expect(localStorage.getItem(LEGACY_DB_READ_KEY)).toBeNull();
    // A browser without databases(): the module opens it and aborts the creation.
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    try {
      await migrateLegacyDb();
    } finally {
      delete (indexedDB as { databases?: unknown }).databases;
    }
    expect(await dbNames()).not.toContain(LEGACY_DB);
    expect(localStorage.getItem(LEGACY_DB_READ_KEY)).toBe('1');
  });
});
