/**
 * The hybrid encryption of login and registration payloads (spec section 7): the wire shape every
 * runtime agrees on. The crypto worker encrypts, the reference server decrypts, both read this.
 */
import type { RsaKeyInfo } from './wps.ts';

/** Scheme versions; the key endpoint's `DES` field names the one the client must use. */
export type HybridVersion = RsaKeyInfo['DES'];
export const HYBRID_VERSIONS: readonly HybridVersion[] = ['v1', 'v2'];

/** The RSA public exponent of every key the key endpoint answers. */
export const RSA_PUBLIC_EXPONENT = 65537;
/** Accepted modulus sizes in bits: shorter is breakable, longer is not what any server issues. */
export const RSA_MIN_BITS = 2048;
export const RSA_MAX_BITS = 4096;

/** v1 (the live platform's scheme): a 16-character random key of these characters. */
export const V1_KEY_LENGTH = 16;
export const V1_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** v1: DES uses the key's first 8 bytes. */
export const V1_DES_KEY_LENGTH = 8;

/** v2: AES-256-GCM key, nonce and tag sizes in bytes; the value is base64 of nonce || ciphertext || tag. */
export const V2_AES_KEY_BYTES = 32;
export const V2_IV_BYTES = 12;
export const V2_TAG_BYTES = 16;
/**
 * v2 marks its Encryption header with this prefix; v1 (unmarked hex) is what live clients send,
 * so the server tells the versions apart without a new header.
 */
export const V2_ENCRYPTION_PREFIX = 'v2:';

/** The exact body text of an encrypted post; X-Digest is the HMAC-SHA256 (hex) of this text. */
export function secureBodyText(value: string): string {
  return JSON.stringify({ value });
}

/** Key id: short, header-safe. */
const KEY_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const HEX = /^[0-9a-fA-F]+$/;

/**
 * The key endpoint's answer as the client may use it, or null for anything else (a wrong version,
 * a modulus that is not hex or of an accepted size, a key id that could not travel in a header).
 */
export function parseRsaKeyInfo(x: unknown): RsaKeyInfo | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
  const { rsaKey, RSA, DES } = x as Record<string, unknown>;
  if (typeof rsaKey !== 'string' || typeof RSA !== 'string' || typeof DES !== 'string') return null;
  if (!HYBRID_VERSIONS.includes(DES as HybridVersion) || !KEY_ID.test(RSA) || !HEX.test(rsaKey)) return null;
  const hex = rsaKey.replace(/^0+/, '');
  const bits = hex.length * 4 - Math.clz32(parseInt(hex[0] ?? '0', 16)) + 28;
  if (bits < RSA_MIN_BITS || bits > RSA_MAX_BITS) return null;
  // An even modulus is never an RSA modulus (and would make the arithmetic meaningless).
  if ((parseInt(hex[hex.length - 1] ?? '0', 16) & 1) === 0) return null;
  return { rsaKey: hex.toLowerCase(), RSA, DES: DES as HybridVersion };
}
