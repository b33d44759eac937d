/**
 * Production's storage keys (reference sections 5 and 6), carried over once so a returning visitor of its front end
 * keeps their language, auto-login switch and remembered login; each is removed once read. Loaded by start.ts only
 * when one of LEGACY_KEYS is present. (The device id takes over production's key where it is resolved,
 * src/lib/deviceId.ts; `merchant` and `status` are Tessera's keys as well.) Production's remembered login is assumed
 * to live in local storage: its backing store is unseen.
 */
import { isLanguage } from '../../contract/languages';
import { LANGUAGE_KEY } from '../actions/changeLanguage';
import { AUTO_LOGIN_KEY } from '../auth/autoLoginSwitch';
import { REMEMBER_KEY, saveRemembered, type RememberedMeta } from '../auth/rememberedLogin';
import { localStore } from '../lib/memoryStorage';
import { safeGetItem, safeRemove, safeSetItem } from '../lib/storage';
import { MERCHANT_KEY } from '../state/merchant';

export const LEGACY_LANGUAGE_KEY = 'language';
/** '0' turns auto login off, like Tessera's switch. */
export const LEGACY_AUTO_LOGIN_KEY = 'autoLogin';
/** {username, password, type username/sms, merchant, countryDialingCode}; its salt is in LEGACY_SALT_KEY. */
export const LEGACY_REMEMBERED_KEY = 'remPass';
export const LEGACY_SALT_KEY = 'sass';

const MAX = 256;
const text = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' && x.length <= MAX ? x : undefined);

/** Moves a production value to Tessera's key unless Tessera has its own; an unusable one is logged and dropped. */
function adopt(from: string, to: string, usable: (v: string) => string | null): void {
  const value = safeGetItem(localStore(), from);
  if (value === null) return;
  safeRemove(localStore(), from);
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
function metaOf(r: Record<string, unknown>): RememberedMeta | null {
  const name = text(r.username);
  const merchant = text(r.merchant) ?? safeGetItem(localStore(), MERCHANT_KEY);
  if (!name || !merchant) return null;
  if (r.type === 'sms') return { type: 'sms', mobileNum: name, countryDialingCode: text(r.countryDialingCode), merchant };
  return r.type === 'username' ? { type: 'username', username: name, merchant } : null;
}

/** Re-saved sealed (auth/rememberedLogin.ts); production's copy goes whatever happens: its password is readable. */
async function adoptRemembered(): Promise<void> {
  const store = localStore();
  const raw = safeGetItem(store, LEGACY_REMEMBERED_KEY);
  if (raw === null) return;
  try {
    let r: unknown = null;
    try {
      r = JSON.parse(raw);
    } catch { /* judged below */ }
    const m = typeof r === 'object' && r !== null ? metaOf(r as Record<string, unknown>) : null;
    if (!m) {
      console.warn('[legacy] remPass is malformed; removed');
      return;
    }
    // A login remembered by Tessera itself is newer.
    if (safeGetItem(store, REMEMBER_KEY) !== null) return;
    const encoded = text((r as Record<string, unknown>).password);
    const password = m.type === 'username' && encoded ? decodeRemPassword(encoded, safeGetItem(store, LEGACY_SALT_KEY) ?? '') : null;
    if (m.type === 'username' && password === null) console.warn('[legacy] remPass password does not decode; the username alone is kept');
    await saveRemembered(m, password ?? undefined);
  } finally {
    safeRemove(store, LEGACY_REMEMBERED_KEY);
    safeRemove(store, LEGACY_SALT_KEY);
  }
}

/** Never rejects. */
export async function migrateLegacyStorage(): Promise<void> {
  try {
    adopt(LEGACY_LANGUAGE_KEY, LANGUAGE_KEY, (v) => (isLanguage(v.toUpperCase()) ? v.toUpperCase() : null));
    adopt(LEGACY_AUTO_LOGIN_KEY, AUTO_LOGIN_KEY, (v) => (v === '0' || v === '1' ? v : null));
    await adoptRemembered();
  } catch (e) {
    console.warn('[legacy] storage not migrated', e);
  }
}
