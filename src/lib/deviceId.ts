/**
 * The device id of spec sections 3 and 4: the stored id (valid only at exactly 36 characters), else a
 * fingerprint hashed in the crypto worker, else a random UUID; kept in local storage and in a cookie
 * for 365 days. Production's stored id (SHELL_deviceId) is taken over before a new one is made.
 */
import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH } from '../../contract/constants.ts';
import { bytesToUuid, type FingerprintSignals } from '../../workers/fingerprint.ts';
import { cryptoBridge } from '../worker/cryptoBridge.ts';
import { collectFingerprintSignals } from './fingerprintSignals.ts';
import { localStore } from './memoryStorage.ts';
import { safeGetItem, safeSetItem, type StorageLike } from './storage.ts';

export const DEVICE_ID_KEY = 'MC_DEVICE_ID';
/** Production's name for the id (storage and cookie): a returning visitor of its front end keeps their id. */
export const LEGACY_DEVICE_ID_KEY = 'SHELL_deviceId';

/**
 * Exactly 36 characters, and only letters, digits, '-' and '_': the id travels in a header and a
 * cookie, where anything else would break the request (a hostile stored value must never do that).
 */
export function isValidDeviceId(x: unknown): x is string {
  return typeof x === 'string' && x.length === DEVICE_ID_LENGTH && /^[A-Za-z0-9_-]+$/.test(x);
}

export interface DeviceIdDeps {
  storage: StorageLike | null;
  /** document.cookie, read and written. */
  cookies: { get(): string; set(cookie: string): void };
  secure: boolean;
  fingerprint: (signals: FingerprintSignals) => Promise<string>;
  signals: () => FingerprintSignals;
  randomUuid: () => string;
}

function readCookie(cookies: string, key: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === key) return rest.join('=');
  }
  return null;
}

function keep(deps: DeviceIdDeps, id: string): string {
  safeSetItem(deps.storage, DEVICE_ID_KEY, id);
  const maxAge = DEVICE_ID_COOKIE_DAYS * 24 * 3600;
  deps.cookies.set(`${DEVICE_ID_KEY}=${id}; Max-Age=${maxAge}; Path=/; SameSite=Lax${deps.secure ? '; Secure' : ''}`);
  return id;
}

async function fingerprintId(deps: DeviceIdDeps): Promise<string | null> {
  try {
    const id = await deps.fingerprint(deps.signals());
    if (isValidDeviceId(id)) return id;
    console.warn('[deviceId] fingerprint gave an unusable id');
  } catch (err) {
    console.warn('[deviceId] fingerprint failed; using a random id', err);
  }
  return null;
}

/** Resolves the id and (re)writes both copies, so the cookie's 365 days restart with each visit's first use. */
export async function resolveDeviceId(deps: DeviceIdDeps): Promise<string> {
  const stored = safeGetItem(deps.storage, DEVICE_ID_KEY);
  if (isValidDeviceId(stored)) return keep(deps, stored);
  if (stored !== null) console.warn('[deviceId] stored id is not 36 usable characters; replacing it');
  const cookies = deps.cookies.get();
  const fromCookie = readCookie(cookies, DEVICE_ID_KEY);
  if (isValidDeviceId(fromCookie)) return keep(deps, fromCookie);
  // Read once in practice: the id is then kept under Tessera's key (docs/decisions.md: no start-up pass for it).
  for (const legacy of [safeGetItem(deps.storage, LEGACY_DEVICE_ID_KEY), readCookie(cookies, LEGACY_DEVICE_ID_KEY)]) {
    if (isValidDeviceId(legacy)) return keep(deps, legacy);
    if (legacy) console.warn('[deviceId] production\'s stored id is not 36 usable characters; skipped');
  }
  return keep(deps, (await fingerprintId(deps)) ?? deps.randomUuid());
}

function randomUuid(): string {
  // randomUUID needs a secure context; plain-http merchant domains get the same shape from getRandomValues.
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : bytesToUuid(crypto.getRandomValues(new Uint8Array(16)));
}

const browserDeps = (): DeviceIdDeps => ({
  storage: localStore(),
  cookies: { get: () => document.cookie, set: (c) => { document.cookie = c; } },
  secure: location.protocol === 'https:',
  fingerprint: (signals) => cryptoBridge.hashFingerprint(signals),
  signals: collectFingerprintSignals,
  randomUuid,
});

let pending: Promise<string> | null = null;

/** The device id; concurrent callers share one resolution, later calls re-read storage. */
export function getDeviceId(): Promise<string> {
  pending ??= resolveDeviceId(browserDeps()).finally(() => { pending = null; });
  return pending;
}
