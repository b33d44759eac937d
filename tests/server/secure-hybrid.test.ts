// Known-answer tests of the hybrid scheme: a fixed key and fixed randomness give a fixed ciphertext,
// checked against independent implementations (OpenSSL through node:crypto, node-forge's OAEP encoder),
// and the reference server's decryption recovers the payload.
import { constants, createCipheriv, createHmac, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { V1_KEY_ALPHABET, parseRsaKeyAnswer, secureBodyText } from '../../contract/hybrid.ts';
import { HybridError, earlierV1Key, isLiveV1Digest, openSessionKey, openValue, verifyDigest } from '../../server/auth/hybrid-open.ts';
import { randomKeyText } from '../../workers/hybrid/random.ts';
import { sealPayload, sealStampedPayload, sealText } from '../../workers/hybrid/seal.ts';
import { desEcbBase64 } from '../../workers/hybrid/v1.ts';
import { countingRandom, FIXTURE_MODULUS_HEX, FIXTURE_PRIVATE_PEM, fixtureKey, fixturePrivateKey, fixturePublicKey } from './secure-fixture.ts';

const payload = { username: 'player01', password: 'Passw0rd!', type: 'username' };
const json = JSON.stringify(payload);
const K = 256;
// node-forge's typings leave out its pkcs1 module; this is its OAEP encoder with a caller-given seed.
const { pkcs1 } = forge as unknown as { pkcs1: { encode_rsa_oaep(key: { n: unknown }, message: string, options: object): string } };
const rawEncrypt = (block: Buffer): string => publicEncrypt({ key: fixturePublicKey, padding: constants.RSA_NO_PADDING }, block).toString('hex');
const leftPad = (b: Buffer): Buffer => Buffer.concat([Buffer.alloc(K - b.length), b]);
/** encrypt.js, independently: reversed key packed little-endian into 16-bit digits, m^e mod n, biToHex (4 hex digits a word). */
function encryptJsHex(modulusHex: string, key: string): string {
  const chars = [...key].reverse().map((ch) => BigInt(ch.charCodeAt(0)));
  const m = chars.reduce((acc, c, i) => acc + (c << BigInt(8 * i)), 0n);
  const n = BigInt(`0x${modulusHex}`);
  let r = 1n;
  for (let b = m % n, e = 0x10001n; e > 0n; e >>= 1n, b = (b * b) % n) if (e & 1n) r = (r * b) % n;
  const hex = r.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}
const bytes = (from: number, n: number): Buffer => Buffer.from(Array.from({ length: n }, (_, i) => (from + i) & 0xff));

describe('v1 (the live wire scheme) known answers', () => {
  it('draws the 16-character key from getRandomValues bytes, without bias', () => {
    // Bytes 0..15 map to the first 16 letters; bytes at or over 248 (62 * 4) are skipped, never folded.
    expect(randomKeyText(countingRandom(0))).toBe('ABCDEFGHIJKLMNOP');
    expect(randomKeyText(countingRandom(246))).toBe('89'.concat(V1_KEY_ALPHABET.slice(0, 14)));
  });

  it('DES-ECB/PKCS7 under the first 8 key bytes equals OpenSSL des-ecb', () => {
    // Pinned from `openssl enc -des-ecb -K 4142434445464748 -provider legacy` of the same JSON.
    expect(desEcbBase64(json, 'ABCDEFGHIJKLMNOP')).toBe('y4AZYh1+VF9qHpJuDRn46e3SR9nT7Go5uEWfz8iXsxKlelvOPjuW3MFnetqFERMZiKDut92LXjyJslhINq33+AVfO8g7nfju');
  });

  it('seals as encrypt.js does: raw RSA of the key (reversed, packed little-endian), DES value, X-Digest = value', async () => {
    const sealed = await sealPayload(fixtureKey('v1'), payload, countingRandom(0));
    const value = 'y4AZYh1+VF9qHpJuDRn46e3SR9nT7Go5uEWfz8iXsxKlelvOPjuW3MFnetqFERMZiKDut92LXjyJslhINq33+AVfO8g7nfju';
    expect(sealed.version).toBe('v1');
    expect(sealed.body).toEqual({ value });
    expect(sealed.bodyText).toBe(`{"value":"${value}"}`);
    expect(sealed.headers.Encryption).toBe(encryptJsHex(FIXTURE_MODULUS_HEX, 'ABCDEFGHIJKLMNOP'));
    // The same integer as OpenSSL's raw RSA of the unreversed key, big-endian.
    expect(BigInt(`0x${sealed.headers.Encryption!}`)).toBe(BigInt(`0x${rawEncrypt(leftPad(Buffer.from('ABCDEFGHIJKLMNOP')))}`));
    expect(sealed.headers.Encryption!.length % 4).toBe(0);
    expect(sealed.headers['X-Digest']).toBe(value);
    expect(sealed.headers['X-RSA']).toBe('kat-key');
  });

  it('the payload is sent unstamped (the live backend knows no sealedAt)', async () => {
    const sealed = await sealStampedPayload(fixtureKey('v1'), payload, 0, () => 1_700_000_000_000, countingRandom(0));
    const session = openSessionKey(sealed.headers.Encryption!, fixturePrivateKey);
    expect(JSON.parse(openValue(session, sealed.body.value))).toEqual(payload);
  });

  it('the server recovers the key and the payload', async () => {
    const sealed = await sealPayload(fixtureKey('v1'), payload, countingRandom(0));
    const session = openSessionKey(sealed.headers.Encryption!, fixturePrivateKey);
    expect(session).toEqual({ version: 'v1', key: Buffer.from('ABCDEFGHIJKLMNOP') });
    expect(isLiveV1Digest(sealed.headers['X-Digest']!, sealed.body.value)).toBe(true);
    expect(JSON.parse(openValue(session, sealed.body.value))).toEqual(payload);
  });

  it('a 1024-bit key (production size) works end to end, its modulus text as X-RSA', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
    const modulus = Buffer.from(publicKey.export({ format: 'jwk' }).n ?? '', 'base64url').toString('hex').toUpperCase();
    const key = parseRsaKeyAnswer(`${modulus}\n`);
    expect(key).toEqual({ rsaKey: modulus.toLowerCase(), RSA: modulus, DES: 'v1' });
    const sealed = await sealPayload(key!, payload);
    expect(sealed.headers['X-RSA']).toBe(modulus);
    const session = openSessionKey(sealed.headers.Encryption!, privateKey);
    expect(JSON.parse(openValue(session, sealed.body.value))).toEqual(payload);
  });

  it("reads the reference server's earlier v1 form (reversed key big-endian, HMAC digest)", () => {
    const body = secureBodyText(desEcbBase64(json, 'ABCDEFGHIJKLMNOP'));
    const enc = rawEncrypt(leftPad(Buffer.from('PONMLKJIHGFEDCBA')));
    const session = earlierV1Key(openSessionKey(enc, fixturePrivateKey));
    expect(session.key).toEqual(Buffer.from('ABCDEFGHIJKLMNOP'));
    verifyDigest(session, body, createHmac('sha256', 'ABCDEFGHIJKLMNOP').update(body).digest('hex'));
    expect(JSON.parse(openValue(session, (JSON.parse(body) as { value: string }).value))).toEqual(payload);
  });
});

describe('the key answer (production wire A1)', () => {
  it('accepts the bare hex modulus as v1 and the JSON envelope; refuses even, short, long or non-hex moduli', () => {
    expect(parseRsaKeyAnswer(FIXTURE_MODULUS_HEX)).toEqual({ rsaKey: FIXTURE_MODULUS_HEX, RSA: FIXTURE_MODULUS_HEX, DES: 'v1' });
    const env = JSON.stringify({ success: true, value: { rsaKey: FIXTURE_MODULUS_HEX, RSA: 'kid', DES: 'v2', serverTime: 5 } });
    expect(parseRsaKeyAnswer(env)).toEqual({ rsaKey: FIXTURE_MODULUS_HEX, RSA: 'kid', DES: 'v2', serverTime: 5 });
    const even = FIXTURE_MODULUS_HEX.slice(0, -1) + '2';
    for (const bad of ['', 'zz', even, 'f'.repeat(127), `f${'0'.repeat(1024)}1`, JSON.stringify({ success: false, value: null }), '{"value":']) {
      expect(parseRsaKeyAnswer(bad)).toBeNull();
    }
    expect(parseRsaKeyAnswer(`f${'0'.repeat(126)}1`)).not.toBeNull();
  });
});

describe('v2 (RSA-OAEP-SHA256 + AES-256-GCM) known answers', () => {
  // Draw order: AES key (bytes 0..31), nonce (32..43), OAEP seed (44..75).
  const aesKey = bytes(0, 32);
  const iv = bytes(32, 12);
  const seed = bytes(44, 32);

  it('seals to the fixed value, Encryption and digest', async () => {
    const random = countingRandom(0);
    const sealed = await sealPayload(fixtureKey('v2'), payload, random);
    expect(random.used()).toBe(76);
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    const expectedValue = Buffer.concat([iv, cipher.update(json, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    expect(sealed.body.value).toBe(expectedValue);
    // node-forge's own OAEP encoder with the same seed, then raw RSA through OpenSSL.
    const forgeKey = forge.pki.privateKeyFromPem(FIXTURE_PRIVATE_PEM);
    const em = pkcs1.encode_rsa_oaep(forgeKey, aesKey.toString('binary'), {
      seed: seed.toString('binary'), md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() },
    });
    expect(sealed.headers.Encryption).toBe(`v2:${rawEncrypt(Buffer.from(em, 'binary'))}`);
    expect(sealed.headers['X-Digest']).toBe(createHmac('sha256', aesKey).update(secureBodyText(expectedValue)).digest('hex'));
  });

  it('is standard RSA-OAEP-SHA256: OpenSSL recovers the AES key, and the server the payload', async () => {
    const sealed = await sealPayload(fixtureKey('v2'), payload, countingRandom(0));
    const block = Buffer.from(sealed.headers.Encryption!.slice(3), 'hex');
    expect(privateDecrypt({ key: fixturePrivateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, block)).toEqual(aesKey);
    const session = openSessionKey(sealed.headers.Encryption!, fixturePrivateKey);
    verifyDigest(session, sealed.bodyText, sealed.headers['X-Digest']!);
    expect(JSON.parse(openValue(session, sealed.body.value))).toEqual(payload);
  });

  it('with system randomness two seals of one payload differ', async () => {
    const [a, b] = await Promise.all([sealPayload(fixtureKey('v2'), payload), sealPayload(fixtureKey('v2'), payload)]);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.headers.Encryption).not.toBe(b.headers.Encryption);
  });
});

describe('refusals', () => {
  const open = async (version: 'v1' | 'v2', mutate: (s: { enc: string; body: string; digest: string }) => void) => {
    const sealed = await sealText(fixtureKey(version), json);
    const s = { enc: sealed.headers.Encryption!, body: sealed.bodyText, digest: sealed.headers['X-Digest']! };
    mutate(s);
    const session = openSessionKey(s.enc, fixturePrivateKey);
    verifyDigest(session, s.body, s.digest);
    return openValue(session, (JSON.parse(s.body) as { value: string }).value);
  };
  const flip = (text: string, at: number): string => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

  it.each(['v2'] as const)('%s: a changed body fails the digest', async (v) => {
    await expect(open(v, (s) => { s.body = s.body.replace('"value":"', '"value":"AAAA'); })).rejects.toMatchObject({ reason: 'digest' });
    await expect(open(v, (s) => { s.body = flip(s.body, 12); })).rejects.toMatchObject({ reason: 'digest' });
  });

  it.each(['v2'] as const)('%s: a digest of another key, or not hex, is refused', async (v) => {
    await expect(open(v, (s) => { s.digest = createHmac('sha256', 'other').update(s.body).digest('hex'); })).rejects.toMatchObject({ reason: 'digest' });
    await expect(open(v, (s) => { s.digest = 'zz'; })).rejects.toBeInstanceOf(HybridError);
  });

  it('an Encryption header that is not an RSA block of this key is refused', () => {
    for (const enc of ['', 'xyz', 'ab'.repeat(300), 'v2:00', `v2:${'ab'.repeat(256)}`, rawEncrypt(leftPad(Buffer.from('short')))]) {
      expect(() => openSessionKey(enc, fixturePrivateKey)).toThrow(HybridError);
    }
  });

  it('v2: a forged value with a matching digest still fails AES-GCM authentication', async () => {
    const sealed = await sealText(fixtureKey('v2'), json, countingRandom(0));
    const session = openSessionKey(sealed.headers.Encryption!, fixturePrivateKey);
    const raw = Buffer.from(sealed.body.value, 'base64');
    raw[20] = (raw[20] ?? 0) ^ 1;
    expect(() => openValue(session, raw.toString('base64'))).toThrow(/AES-GCM/);
  });

  it('v1: a value with broken padding or not whole blocks is refused', () => {
    const session = { version: 'v1' as const, key: Buffer.from('ABCDEFGHIJKLMNOP') };
    expect(() => openValue(session, Buffer.alloc(7).toString('base64'))).toThrow(/whole DES blocks/);
    expect(() => openValue(session, 'not base64!')).toThrow(/base64/);
    const noPad = desEcbBase64('12345678', 'ABCDEFGH');
    expect(() => openValue(session, Buffer.from(noPad, 'base64').subarray(0, 8).toString('base64'))).toThrow(/padding/);
  });

  it('the key answer is checked before encrypting: a wrong version or a short modulus is refused', async () => {
    await expect(sealText({ rsaKey: FIXTURE_MODULUS_HEX, RSA: 'k', DES: 'v3' as 'v1' }, json)).rejects.toThrow(/unusable/);
    await expect(sealText({ rsaKey: FIXTURE_MODULUS_HEX.slice(0, 120), RSA: 'k', DES: 'v1' }, json)).rejects.toThrow(/unusable/);
    await expect(sealText({ rsaKey: FIXTURE_MODULUS_HEX, RSA: 'ab'.repeat(40), DES: 'v1' }, json)).rejects.toThrow(/unusable/);
  });
});
