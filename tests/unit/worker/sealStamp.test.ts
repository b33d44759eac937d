// The seal time every sealed payload carries: the key answer's serverTime survives parsing, the offset
// it gives moves this clock onto the server's, and the stamp goes last so v1's first block is unchanged.
import { describe, expect, it } from 'vitest';
import { clockOffsetMs, parseRsaKeyInfo, SEALED_AT_FIELD, stampPayload } from '../../../contract/hybrid.ts';
import { openSessionKey, openValue } from '../../../server/auth/hybrid-open.ts';
import { sealStampedPayload } from '../../../workers/hybrid/seal.ts';
import { countingRandom, fixtureKey, fixturePrivateKey } from '../../server/secure-fixture.ts';

const payload = { username: 'player01', password: 'Passw0rd!', type: 'username' };

describe('serverTime in the key answer', () => {
  it('keeps a whole positive ms time and drops anything else without refusing the key', () => {
    expect(parseRsaKeyInfo({ ...fixtureKey('v2'), serverTime: 1_900_000_000_000 })?.serverTime).toBe(1_900_000_000_000);
    for (const bad of ['1900000000000', 1.5, -1, Number.MAX_VALUE, null]) {
      const key = parseRsaKeyInfo({ ...fixtureKey('v2'), serverTime: bad });
      expect(key).not.toBeNull();
      expect(key).not.toHaveProperty('serverTime');
    }
  });

  it('gives the offset of the server clock from this one, 0 without serverTime', () => {
    expect(clockOffsetMs({ serverTime: 10_000 }, 4_000)).toBe(6_000);
    expect(clockOffsetMs({ serverTime: 4_000 }, 10_000)).toBe(-6_000);
    expect(clockOffsetMs({}, 10_000)).toBe(0);
  });
});

describe('stampPayload', () => {
  it('adds sealedAt last and refuses what is not an object payload', () => {
    expect(Object.keys(stampPayload(payload, 5))).toEqual([...Object.keys(payload), SEALED_AT_FIELD]);
    expect(() => stampPayload([payload], 5)).toThrow(TypeError);
    expect(() => stampPayload('x', 5)).toThrow(TypeError);
    expect(() => stampPayload(payload, Number.NaN)).toThrow(TypeError);
  });
});

describe('sealStampedPayload', () => {
  it('v2: seals the payload with sealedAt = this clock + the offset', async () => {
    const sealed = await sealStampedPayload(fixtureKey('v2'), payload, -7_200_000, () => 1_900_000_000_000, countingRandom(0));
    const session = openSessionKey(sealed.headers.Encryption!, fixturePrivateKey);
    const opened = JSON.parse(openValue(session, sealed.body.value)) as unknown;
    expect(opened).toEqual({ ...payload, [SEALED_AT_FIELD]: 1_900_000_000_000 - 7_200_000 });
  });

  it('v1: the payload goes unstamped, as the live backend expects it', async () => {
    const sealed = await sealStampedPayload(fixtureKey('v1'), payload, -7_200_000, () => 1_900_000_000_000, countingRandom(0));
    const session = openSessionKey(sealed.headers.Encryption!, fixturePrivateKey);
    expect(JSON.parse(openValue(session, sealed.body.value))).toEqual(payload);
  });

  it('v1: the first DES block is still the payload\'s own start (wire format unchanged)', async () => {
    const sealed = await sealStampedPayload(fixtureKey('v1'), payload, 0, () => 1, countingRandom(0));
    const session = openSessionKey(sealed.headers.Encryption!, fixturePrivateKey);
    expect(openValue(session, sealed.body.value).startsWith('{"username":"player01"')).toBe(true);
  });
});
