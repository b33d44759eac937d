// Device id rules of spec sections 3, 4 and 9: stored id only at exactly 36 characters, else a fingerprint
// hashed in the worker, else a random UUID; kept in local storage and a 365-day cookie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_KEY, getDeviceId, isValidDeviceId, LEGACY_DEVICE_ID_KEY, resolveDeviceId, type DeviceIdDeps } from '../../../src/lib/deviceId.ts';
import { collectFingerprintSignals } from '../../../src/lib/fingerprintSignals.ts';
import { hashDeviceSignals } from '../../../workers/fingerprint.ts';

vi.mock('../../../src/worker/cryptoBridge.ts', async (io) => (await import('./fakeWorker.ts')).inProcessBridgeModule(io));

const VALID = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';
const FINGERPRINT = '11111111-2222-4333-8444-555555555555';
const RANDOM = '99999999-8888-4777-a666-555555555555';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function deps(over: Partial<DeviceIdDeps> = {}) {
  const jar: string[] = [];
  const d: DeviceIdDeps = {
    storage: localStorage,
    cookies: { get: () => jar.map((c) => c.split(';')[0]).join('; '), set: (c) => { jar.push(c); } },
    secure: false,
    fingerprint: vi.fn(async () => FINGERPRINT),
    signals: () => ({ ua: 'test' }),
    randomUuid: vi.fn(() => RANDOM),
    ...over,
  };
  return { d, jar };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${DEVICE_ID_KEY}=; Max-Age=0; Path=/`;
});

describe('resolveDeviceId', () => {
  // Production's id: MD5 as 8-4-4-4-12 hex (reference section 6), kept by a returning visitor of its front end.
  const PRODUCTION_ID = '0cc175b9-c0f1-b6a8-31c3-99e269772661';

  it('takes over production\'s stored id (SHELL_deviceId) before making a new one, and keeps it under Tessera\'s key', async () => {
    localStorage.setItem(LEGACY_DEVICE_ID_KEY, PRODUCTION_ID);
    const { d, jar } = deps();
    expect(await resolveDeviceId(d)).toBe(PRODUCTION_ID);
    expect(d.fingerprint).not.toHaveBeenCalled();
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(PRODUCTION_ID);
    expect(jar).toEqual([`${DEVICE_ID_KEY}=${PRODUCTION_ID}; Max-Age=31536000; Path=/; SameSite=Lax`]);
  });

  it('takes over production\'s cookie when its storage copy is gone', async () => {
    const { d } = deps({ cookies: { get: () => `other=1; ${LEGACY_DEVICE_ID_KEY}=${PRODUCTION_ID}`, set: () => {} } });
    expect(await resolveDeviceId(d)).toBe(PRODUCTION_ID);
  });

  it('prefers Tessera\'s own id to production\'s, and skips a malformed production id', async () => {
    localStorage.setItem(LEGACY_DEVICE_ID_KEY, PRODUCTION_ID);
    localStorage.setItem(DEVICE_ID_KEY, VALID);
    expect(await resolveDeviceId(deps().d)).toBe(VALID);
    localStorage.removeItem(DEVICE_ID_KEY);
    localStorage.setItem(LEGACY_DEVICE_ID_KEY, `${PRODUCTION_ID.slice(1)};`);
    expect(await resolveDeviceId(deps().d)).toBe(FINGERPRINT);
  });

  it('keeps a stored 36-character id, rewrites the 365-day cookie and computes no fingerprint', async () => {
    localStorage.setItem(DEVICE_ID_KEY, VALID);
    const { d, jar } = deps();
    expect(await resolveDeviceId(d)).toBe(VALID);
    expect(d.fingerprint).not.toHaveBeenCalled();
    expect(jar).toEqual([`${DEVICE_ID_KEY}=${VALID}; Max-Age=31536000; Path=/; SameSite=Lax`]);
  });

  it.each([
    ['35 characters', VALID.slice(1)],
    ['37 characters', `${VALID}0`],
    ['a header-breaking character', `${VALID.slice(0, 35)};`],
    ['a line break', `${VALID.slice(0, 35)}\n`],
    ['non-ASCII', `${VALID.slice(0, 35)}é`],
    ['empty', ''],
  ])('replaces a stored id of %s with the fingerprint, in storage and cookie', async (_label, stored) => {
    localStorage.setItem(DEVICE_ID_KEY, stored);
    const { d, jar } = deps();
    expect(await resolveDeviceId(d)).toBe(FINGERPRINT);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(FINGERPRINT);
    expect(jar[0]).toMatch(new RegExp(`^${DEVICE_ID_KEY}=${FINGERPRINT}; Max-Age=31536000;`));
  });

  it('uses the cookie copy when local storage lost the id', async () => {
    const { d, jar } = deps();
    jar.push(`other=1`, `${DEVICE_ID_KEY}=${VALID}`);
    expect(await resolveDeviceId(d)).toBe(VALID);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(VALID);
    expect(d.fingerprint).not.toHaveBeenCalled();
  });

  it('falls back to a random UUID when the fingerprint fails or gives an unusable id', async () => {
    const failing = deps({ fingerprint: vi.fn(async () => Promise.reject(new Error('worker blocked'))) });
    expect(await resolveDeviceId(failing.d)).toBe(RANDOM);
    localStorage.clear();
    const bad = deps({ fingerprint: vi.fn(async () => 'short') });
    expect(await resolveDeviceId(bad.d)).toBe(RANDOM);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(RANDOM);
  });

  it('marks the cookie Secure over https and still answers when storage is blocked', async () => {
    const { d, jar } = deps({ secure: true, storage: null });
    expect(await resolveDeviceId(d)).toBe(FINGERPRINT);
    expect(jar[0]).toMatch(/; Secure$/);
  });

  it('accepts exactly 36 letters, digits, - and _', () => {
    expect(isValidDeviceId(VALID)).toBe(true);
    expect(isValidDeviceId('a'.repeat(36))).toBe(true);
    expect(isValidDeviceId('a'.repeat(36).replace('a', ' '))).toBe(false);
    expect(isValidDeviceId(36)).toBe(false);
  });
});

describe('getDeviceId in the browser', () => {
  it('hashes the main-thread signals in the worker, stores the result and shares concurrent calls', async () => {
    const [a, b] = await Promise.all([getDeviceId(), getDeviceId()]);
    expect(a).toBe(b);
    expect(a).toBe(await hashDeviceSignals(collectFingerprintSignals()));
    expect(a).toMatch(UUID_V4);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(a);
    expect(document.cookie).toContain(`${DEVICE_ID_KEY}=${a}`);
  });

  it('reads the stored id on later calls', async () => {
    localStorage.setItem(DEVICE_ID_KEY, VALID);
    expect(await getDeviceId()).toBe(VALID);
  });
});

describe('fingerprint signals', () => {
  it('are plain values that do not change when the screen turns', () => {
    const before = collectFingerprintSignals();
    const { width, height } = screen;
    vi.spyOn(screen, 'width', 'get').mockReturnValue(height);
    vi.spyOn(screen, 'height', 'get').mockReturnValue(width);
    expect(collectFingerprintSignals()).toEqual(before);
    for (const v of Object.values(before)) expect(['string', 'number', 'boolean', 'object']).toContain(typeof v);
  });

  it('never read the time zone on the page (its first read loads the ICU data: the worker reads it)', () => {
    const tz = vi.spyOn(Intl, 'DateTimeFormat');
    const signals = collectFingerprintSignals();
    expect(tz).not.toHaveBeenCalled();
    expect(signals).not.toHaveProperty('timeZone');
  });
});
