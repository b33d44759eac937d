/**
 * The remembered login of spec section 3 (local storage): type, username or mobile number, merchant and
 * the password sealed with AES-GCM (sealedPassword.ts). Entries in the legacy base64 form are migrated on
 * first read. SMS logins keep no password: they are never replayed.
 */
import { localStore } from '../lib/memoryStorage.ts';
import { safeGetItem, safeSetJSON } from '../lib/storage.ts';
import { LEGACY_SALT_KEY, decodeLegacyPassword } from './legacyRemembered.ts';
import { clearRemembered, meta, readStored, REMEMBER_KEY, type RememberedMeta, type Stored } from './rememberedStore.ts';
import { seal, unseal } from './sealedPassword.ts';

export { clearRemembered, readRememberedMeta, REMEMBER_KEY } from './rememberedStore.ts';
export type { RememberedMeta, RememberedType } from './rememberedStore.ts';

/** The remembered password, unsealed; a legacy entry is re-sealed and its plain-ish form removed. */
export async function readRememberedPassword(): Promise<string | null> {
  const s = readStored();
  if (!s || s.type !== 'username') return null;
  if (s.v === 2) return s.sealed ? unseal(s.sealed) : null;
  const salt = safeGetItem(localStore(), LEGACY_SALT_KEY) ?? '';
  const password = s.password ? decodeLegacyPassword(s.password, salt) : null;
  if (password === null) {
    console.warn('[remember] legacy entry does not decode; removed');
    clearRemembered();
    return null;
  }
  // The legacy encoding is reversible by anyone reading storage: replace it before anything else.
  clearRemembered();
  if (!(await saveRemembered(meta(s), password))) console.warn('[remember] legacy entry could not be migrated');
  return password;
}

/** Saves the login; a username login seals its password. False (and nothing stored) when sealing fails. */
export async function saveRemembered(m: RememberedMeta, password?: string): Promise<boolean> {
  const entry: Stored = { v: 2, ...meta(m) };
  if (m.type === 'username' && password) {
    try {
      entry.sealed = await seal(password);
    } catch (err) {
      // Without WebCrypto or IndexedDB the password is not remembered at all rather than stored weakly.
      console.warn('[remember] password not sealed; login not remembered', err);
      clearRemembered();
      return false;
    }
  }
  return safeSetJSON(localStore(), REMEMBER_KEY, entry);
}
