/**
 * Opens an encrypted post (contract/hybrid.ts): recovers the session key from the Encryption header,
 * verifies X-Digest over the raw body text, and decrypts the value. node:crypto does RSA and AES-GCM;
 * DES comes from crypto-js because Node's OpenSSL 3 ships DES-ECB only in its legacy provider.
 */
import { constants, createDecipheriv, createHmac, privateDecrypt, timingSafeEqual, type KeyObject } from 'node:crypto';
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-hex.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';
import 'crypto-js/pad-nopadding.js';
import {
  V1_DES_KEY_LENGTH, V1_KEY_ALPHABET, V1_KEY_LENGTH, V2_AES_KEY_BYTES, V2_ENCRYPTION_PREFIX, V2_IV_BYTES, V2_TAG_BYTES,
  type HybridVersion,
} from '../../contract/hybrid.ts';

/** A refusal with the reason; the caller maps it to a 400 code. */
export class HybridError extends Error {
  constructor(readonly reason: 'encryption' | 'digest', message: string) {
    super(message);
    this.name = 'HybridError';
  }
}

export interface SessionKey { version: HybridVersion; key: Buffer }

const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const V1_KEY = new RegExp(`^[${V1_KEY_ALPHABET}]{${V1_KEY_LENGTH}}$`);
const invalid = (message: string): HybridError => new HybridError('encryption', message);

function rsaBlock(hex: string, privateKey: KeyObject): Buffer {
  const k = Math.ceil((privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8);
  if (!HEX.test(hex) || hex.length % 2 !== 0 || hex.length > k * 2) throw invalid('Encryption is not a hex RSA block');
  const block = Buffer.from(hex, 'hex');
  return Buffer.concat([Buffer.alloc(k - block.length), block]);
}

/** v2 is marked by its prefix; anything else is read as v1, which is what live clients send. */
export const encryptionVersion = (encryption: string): HybridVersion => (encryption.startsWith(V2_ENCRYPTION_PREFIX) ? 'v2' : 'v1');

/** Recovers the session key of the Encryption header's version (encryptionVersion). */
export function openSessionKey(encryption: string, privateKey: KeyObject): SessionKey {
  if (encryptionVersion(encryption) === 'v2') {
    const block = rsaBlock(encryption.slice(V2_ENCRYPTION_PREFIX.length), privateKey);
    let key: Buffer;
    try {
      key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, block);
    } catch {
      throw invalid('Encryption does not decrypt under this key (v2)');
    }
    if (key.length !== V2_AES_KEY_BYTES) throw invalid('Encryption does not carry an AES-256 key');
    return { version: 'v2', key };
  }
  let plain: Buffer;
  try {
    plain = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, rsaBlock(encryption, privateKey));
  } catch {
    throw invalid('Encryption does not decrypt under this key (v1)');
  }
  // Raw RSA of a 16-byte key leaves the block zero but for its last 16 bytes: the key, big-endian (live form).
  const key = plain.subarray(plain.findIndex((b) => b !== 0)).toString('latin1');
  if (!V1_KEY.test(key)) throw invalid('Encryption does not carry a v1 key');
  return { version: 'v1', key: Buffer.from(key, 'latin1') };
}

/** The reference server's earlier v1 form encrypted the reversed key big-endian: its key is the live reading reversed. */
export const earlierV1Key = (session: SessionKey): SessionKey => ({ version: 'v1', key: Buffer.from(session.key).reverse() });

/** Live v1 form: X-Digest is the body's value itself (it proves nothing the decryption does not). */
export const isLiveV1Digest = (digest: string, value: string): boolean => digest === value;

/** X-Digest is the lowercase hex HMAC-SHA256 of the exact body text; compared in constant time. */
export function verifyDigest(session: SessionKey, bodyText: string, digest: string): void {
  const expected = createHmac('sha256', session.key).update(bodyText, 'utf8').digest();
  const given = /^[0-9a-f]{64}$/.test(digest) ? Buffer.from(digest, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HybridError('digest', 'X-Digest does not match the body');
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function text(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw invalid('the decrypted value is not UTF-8');
  }
}

function openV1(session: SessionKey, sealed: Buffer): string {
  if (sealed.length === 0 || sealed.length % 8 !== 0) throw invalid('the value is not whole DES blocks');
  const key = CryptoJS.enc.Hex.parse(session.key.subarray(0, V1_DES_KEY_LENGTH).toString('hex'));
  const ciphertext = CryptoJS.enc.Hex.parse(sealed.toString('hex'));
  const opened = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.NoPadding });
  const padded = Buffer.from(CryptoJS.enc.Hex.stringify(opened), 'hex');
  // PKCS7 checked here rather than by crypto-js, which strips whatever the last byte says.
  const pad = padded[padded.length - 1] ?? 0;
  if (pad < 1 || pad > 8 || !padded.subarray(padded.length - pad).every((b) => b === pad)) throw invalid('the value has bad DES padding');
  return text(padded.subarray(0, padded.length - pad));
}

function openV2(session: SessionKey, sealed: Buffer): string {
  if (sealed.length < V2_IV_BYTES + V2_TAG_BYTES) throw invalid('the value is too short for AES-GCM');
  const decipher = createDecipheriv('aes-256-gcm', session.key, sealed.subarray(0, V2_IV_BYTES));
  decipher.setAuthTag(sealed.subarray(sealed.length - V2_TAG_BYTES));
  try {
    return text(Buffer.concat([decipher.update(sealed.subarray(V2_IV_BYTES, sealed.length - V2_TAG_BYTES)), decipher.final()]));
  } catch (e) {
    if (e instanceof HybridError) throw e;
    throw invalid('the value fails AES-GCM authentication');
  }
}

/** The plaintext of the body's base64 value. */
export function openValue(session: SessionKey, value: string): string {
  if (!BASE64.test(value)) throw invalid('the value is not base64');
  const sealed = Buffer.from(value, 'base64');
  return session.version === 'v2' ? openV2(session, sealed) : openV1(session, sealed);
}
