import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDB_NAME, STORES } from '../../../contract/idb.ts';
import { LEGACY_SALT_KEY, decodeLegacyPassword, encodeLegacyPassword } from '../../../src/auth/legacyRemembered.ts';
import { REMEMBER_KEY_ID, resetRememberKeyDb } from '../../../src/auth/rememberKey.ts';
import {
  REMEMBER_KEY, clearRemembered, readRememberedMeta, readRememberedPassword, saveRemembered,
} from '../../../src/auth/rememberedLogin.ts';
import { storageHolds } from './leaks.ts';

const PASSWORD = 'S3cret-pässword!';

async function dropDb(): Promise<void> {
  resetRememberKeyDb();
  await new Promise<void>((resolve) => { const r = indexedDB.deleteDatabase(IDB_NAME); r.onsuccess = r.onerror = r.onblocked = () => resolve(); });
}

beforeEach(async () => {
  await dropDb();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => { vi.restoreAllMocks(); });

describe('remembered login: sealed with a non-extractable AES-GCM key', () => {
  it('a saved username login reads back its password, and storage holds it in no plain or base64 form', async () => {
    expect(await saveRemembered({ type: 'username', username: 'carol01', merchant: 'acme' }, PASSWORD)).toBe(true);
    expect(readRememberedMeta()).toEqual({ type: 'username', username: 'carol01', merchant: 'acme' });
    expect(await readRememberedPassword()).toBe(PASSWORD);
    expect(storageHolds(localStorage.getItem(REMEMBER_KEY) ?? '', PASSWORD)).toBe(false);
    expect(JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '{}')).not.toHaveProperty('password');
  });

  it('the key lives in IndexedDB and cannot be exported', async () => {
    await saveRemembered({ type: 'username', username: 'carol01', merchant: 'acme' }, PASSWORD);
    const db = await openDB(IDB_NAME);
    const entry = await db.get(STORES.kv, REMEMBER_KEY_ID) as { value: CryptoKey };
    db.close();
    expect(entry.value.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', entry.value)).rejects.toThrow();
  });

  it('a copied entry is useless without the key (another device, or the key removed)', async () => {
    await saveRemembered({ type: 'username', username: 'carol01', merchant: 'acme' }, PASSWORD);
    const copied = localStorage.getItem(REMEMBER_KEY)!;
    await dropDb();
    localStorage.setItem(REMEMBER_KEY, copied);
    expect(await readRememberedPassword()).toBeNull();
  });

  it('a tampered ciphertext reads as no password (GCM authenticates it)', async () => {
    await saveRemembered({ type: 'username', username: 'carol01', merchant: 'acme' }, PASSWORD);
    const entry = JSON.parse(localStorage.getItem(REMEMBER_KEY)!);
    const data = atob(entry.sealed.data);
    entry.sealed.data = btoa(String.fromCharCode(data.charCodeAt(0) ^ 1) + data.slice(1));
    localStorage.setItem(REMEMBER_KEY, JSON.stringify(entry));
    expect(await readRememberedPassword()).toBeNull();
  });

  it('an SMS login is remembered without any password and never yields one', async () => {
    await saveRemembered({ type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', merchant: 'acme' }, 'ignored');
    expect(JSON.parse(localStorage.getItem(REMEMBER_KEY)!)).not.toHaveProperty('sealed');
    expect(await readRememberedPassword()).toBeNull();
    expect(readRememberedMeta()?.mobileNum).toBe('9171234567');
  });

  it('clearRemembered removes the entry and the legacy salt', async () => {
    await saveRemembered({ type: 'username', username: 'carol01', merchant: 'acme' }, PASSWORD);
    localStorage.setItem(LEGACY_SALT_KEY, 'salt');
    clearRemembered();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_SALT_KEY)).toBeNull();
  });

  it.each([['not json', '{'], ['a wrong shape', JSON.stringify({ type: 'magic', merchant: 1 })], ['a huge field', JSON.stringify({ type: 'username', merchant: 'acme', username: 'x'.repeat(5000) })]])(
    'a hostile entry (%s) reads as nothing and is removed', async (_l, raw) => {
      localStorage.setItem(REMEMBER_KEY, raw);
      expect(readRememberedMeta()).toBeNull();
      expect(await readRememberedPassword()).toBeNull();
      expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
    },
  );
});

describe('remembered login: legacy migration', () => {
  const legacy = (salt: string) => {
    localStorage.setItem(LEGACY_SALT_KEY, salt);
    localStorage.setItem(REMEMBER_KEY, JSON.stringify({ type: 'username', username: 'olduser', password: encodeLegacyPassword(PASSWORD, salt), merchant: 'acme' }));
  };

  it('the legacy encoding round-trips (fixture check)', () => {
    expect(decodeLegacyPassword(encodeLegacyPassword(PASSWORD, 'Xy12'), 'Xy12')).toBe(PASSWORD);
    expect(decodeLegacyPassword(encodeLegacyPassword(PASSWORD, 'Xy12'), 'other')).toBeNull();
  });

  it('the first read returns the password, re-seals it and removes the base64 form and the salt', async () => {
    legacy('r4nd0mSalt');
    expect(await readRememberedPassword()).toBe(PASSWORD);
    const stored = JSON.parse(localStorage.getItem(REMEMBER_KEY)!);
    expect(stored).toMatchObject({ v: 2, type: 'username', username: 'olduser', merchant: 'acme' });
    expect(stored).not.toHaveProperty('password');
    expect(localStorage.getItem(LEGACY_SALT_KEY)).toBeNull();
    expect(storageHolds(JSON.stringify({ ...localStorage }), PASSWORD)).toBe(false);
    // The second read comes from the sealed entry.
    expect(await readRememberedPassword()).toBe(PASSWORD);
  });

  it('a legacy entry whose salt is missing or wrong is removed, not guessed at', async () => {
    legacy('right');
    localStorage.setItem(LEGACY_SALT_KEY, 'wrong');
    expect(await readRememberedPassword()).toBeNull();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
    legacy('right');
    localStorage.removeItem(LEGACY_SALT_KEY);
    expect(await readRememberedPassword()).toBeNull();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });
});
