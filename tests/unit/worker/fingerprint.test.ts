import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_LENGTH } from '../../../contract/constants.ts';
import { bytesToUuid, canonicalSignals, hashDeviceSignals, hashFingerprint, workerSignals } from '../../../workers/fingerprint.ts';

const UUID_V4_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const signals = { ua: 'Mozilla/5.0', screen: '390x844', dpr: 3, touch: true, tz: 'Asia/Manila', gpu: null };

describe('hashFingerprint', () => {
  it('returns a 36-character UUID-shaped id with version nibble 4', async () => {
    const id = await hashFingerprint(signals);
    expect(id).toHaveLength(DEVICE_ID_LENGTH);
    expect(id).toMatch(UUID_V4_SHAPE);
  });

  it('is deterministic', async () => {
    expect(await hashFingerprint(signals)).toBe(await hashFingerprint({ ...signals }));
  });

  it('does not depend on key order', async () => {
    const reversed = Object.fromEntries(Object.entries(signals).reverse());
    expect(Object.keys(reversed)).not.toEqual(Object.keys(signals));
    expect(await hashFingerprint(reversed)).toBe(await hashFingerprint(signals));
  });

  it('differs when a signal differs, is added or changes type', async () => {
    const base = await hashFingerprint(signals);
    expect(await hashFingerprint({ ...signals, dpr: 2 })).not.toBe(base);
    expect(await hashFingerprint({ ...signals, lang: 'en' })).not.toBe(base);
    expect(await hashFingerprint({ a: 1 })).not.toBe(await hashFingerprint({ a: '1' }));
    expect(await hashFingerprint({ a: true })).not.toBe(await hashFingerprint({ a: 'true' }));
    expect(await hashFingerprint({ a: null })).not.toBe(await hashFingerprint({ a: 'null' }));
  });

  it('is the SHA-256 of the canonical text, shaped as a UUID', async () => {
    const digest = createHash('sha256').update(canonicalSignals(signals)).digest();
    const id = await hashFingerprint(signals);
    expect(id).toBe(bytesToUuid(new Uint8Array(digest)));
    // Outside the version and variant bits the id is the digest's first 16 bytes.
    expect(id.replaceAll('-', '').slice(0, 12)).toBe(digest.subarray(0, 6).toString('hex'));
  });

  it('hashes an empty signal set', async () => {
    expect(await hashFingerprint({})).toMatch(UUID_V4_SHAPE);
  });
});

describe('hashDeviceSignals', () => {
  it('adds the time zone the worker reads to the page\'s signals', async () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(workerSignals()).toEqual({ timeZone });
    expect(await hashDeviceSignals(signals)).toBe(await hashFingerprint({ ...signals, timeZone }));
    expect(await hashDeviceSignals(signals)).not.toBe(await hashFingerprint(signals));
  });

  it('gives a null time zone when Intl throws, never a failed id', async () => {
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => { throw new RangeError('no ICU'); });
    try {
      expect(workerSignals()).toEqual({ timeZone: null });
      expect(await hashDeviceSignals(signals)).toBe(await hashFingerprint({ ...signals, timeZone: null }));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('bytesToUuid', () => {
  it('refuses fewer than 16 bytes', () => {
    expect(() => bytesToUuid(new Uint8Array(8))).toThrow(RangeError);
  });
});
