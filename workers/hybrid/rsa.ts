/**
 * RSA public-key operations on node-forge's big integers (WebCrypto has no raw RSA): the raw
 * modular exponentiation of v1, and RSA-OAEP with SHA-256 for v2, whose seed comes from the
 * caller so a known-answer test can fix it.
 */
import jsbn from 'node-forge/lib/jsbn.js';
import { RSA_PUBLIC_EXPONENT } from '../../contract/hybrid.ts';
import { concat, fromHex, sha256, toHex } from './bytes.ts';

const { BigInteger } = jsbn;
const HASH_BYTES = 32;

/** The modulus size in bytes (k in RFC 8017). */
export function modulusBytes(modulusHex: string): number {
  return Math.ceil(new BigInteger(modulusHex, 16).bitLength() / 8);
}

/** m^e mod n with no padding at all; the result is left-padded to the modulus size. */
export function rsaRaw(modulusHex: string, message: Uint8Array): Uint8Array {
  const n = new BigInteger(modulusHex, 16);
  const k = Math.ceil(n.bitLength() / 8);
  const m = new BigInteger(toHex(message) || '00', 16);
  if (m.compareTo(n) >= 0) throw new RangeError('RSA message is not smaller than the modulus');
  const hex = m.modPow(new BigInteger(RSA_PUBLIC_EXPONENT.toString(16), 16), n).toString(16);
  const bytes = fromHex(hex.length % 2 ? `0${hex}` : hex);
  return concat(new Uint8Array(k - bytes.length), bytes);
}

/** Raw RSA as encrypt.js's biToHex writes it: whole 16-bit words from the highest non-zero one, not padded to the modulus. */
export function rsaRawHex(modulusHex: string, message: Uint8Array): string {
  const hex = toHex(rsaRaw(modulusHex, message)).replace(/^0+/, '');
  return hex.padStart(Math.max(4, Math.ceil(hex.length / 4) * 4), '0');
}

/** MGF1 with SHA-256 (RFC 8017 appendix B.2.1). */
async function mgf1(seed: Uint8Array, length: number): Promise<Uint8Array> {
  const blocks: Uint8Array[] = [];
  for (let counter = 0; blocks.length * HASH_BYTES < length; counter += 1) {
    const c = new Uint8Array([counter >>> 24, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff]);
    blocks.push(await sha256(concat(seed, c)));
  }
  return concat(...blocks).subarray(0, length);
}

const xor = (a: Uint8Array, b: Uint8Array): Uint8Array => a.map((x, i) => x ^ (b[i] ?? 0));

/** EME-OAEP encoding with SHA-256 and an empty label (RFC 8017 section 7.1.1, step 2). */
export async function oaepEncode(k: number, message: Uint8Array, seed: Uint8Array): Promise<Uint8Array> {
  if (seed.length !== HASH_BYTES) throw new RangeError('OAEP seed must be 32 bytes');
  if (message.length > k - 2 * HASH_BYTES - 2) throw new RangeError('message too long for RSA-OAEP');
  const lHash = await sha256(new Uint8Array(0));
  const db = concat(lHash, new Uint8Array(k - message.length - 2 * HASH_BYTES - 2), new Uint8Array([1]), message);
  const maskedDb = xor(db, await mgf1(seed, k - HASH_BYTES - 1));
  const maskedSeed = xor(seed, await mgf1(maskedDb, HASH_BYTES));
  return concat(new Uint8Array([0]), maskedSeed, maskedDb);
}

/** RSAES-OAEP-ENCRYPT with SHA-256 and MGF1-SHA-256; the seed is the caller's 32 random bytes. */
export async function rsaOaepSha256(modulusHex: string, message: Uint8Array, seed: Uint8Array): Promise<Uint8Array> {
  return rsaRaw(modulusHex, await oaepEncode(modulusBytes(modulusHex), message, seed));
}
