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
/** Accepted modulus sizes in bits: the live backend's keys are at most 1024 bits (see docs/decisions.md), so 512 is the floor. */
export const RSA_MIN_BITS = 512;
export const RSA_MAX_BITS = 4096;

/**
 * v1 (the live platform's scheme): a 16-character random key of these characters. Weak: DES uses 8 of
 * them and ignores each byte's low bit (about 2^40 keys) and the plaintext's start is known, so anyone holding a
 * captured v1 body can brute-force the key and read the password offline. Only TLS protects v1 bodies
 * in transit; v1 is for merchants whose clients must talk to the live backend, v2 for everyone else.
 */
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

/**
 * Every v2 payload carries its seal time (ms, on the SERVER's clock: the key answer's serverTime plus the
 * time elapsed since) in this field; the server accepts a body once, within SEAL_WINDOW_MS of it, and removes
 * the field before the route's validator sees the payload. v1 payloads are the live backend's, sent unstamped.
 */
export const SEALED_AT_FIELD = 'sealedAt';
/** How far from the server's clock a sealedAt may be, either side: slow networks pass, old captures do not. */
export const SEAL_WINDOW_MS = 2 * 60_000;

/** The payload with its seal time added last (so v1's first block is what it always was). */
export function stampPayload(payload: unknown, sealedAt: number): Record<string, unknown> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new TypeError('only an object payload can be sealed');
  if (!Number.isSafeInteger(sealedAt) || sealedAt < 0) throw new TypeError('sealedAt must be a time in ms');
  return { ...(payload as Record<string, unknown>), [SEALED_AT_FIELD]: sealedAt };
}

/** How far the server's clock is ahead of this one, from a key answer just received (0 without serverTime). */
export function clockOffsetMs(key: Pick<RsaKeyInfo, 'serverTime'>, receivedAt: number): number {
  return key.serverTime === undefined ? 0 : key.serverTime - receivedAt;
}

/** The exact body text of an encrypted post (v2's X-Digest is the HMAC-SHA256 hex of this text; v1's is the value itself). */
export function secureBodyText(value: string): string {
  return JSON.stringify({ value });
}

/** Key id: short, header-safe. */
const KEY_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const HEX = /^[0-9a-fA-F]+$/;

/** The modulus as lowercase hex without leading zeros, or null when it is not an odd modulus of an accepted size. */
function usableModulus(rsaKey: string): string | null {
  if (!HEX.test(rsaKey)) return null;
  const hex = rsaKey.replace(/^0+/, '');
  const bits = hex.length * 4 - Math.clz32(parseInt(hex[0] ?? '0', 16)) + 28;
  if (bits < RSA_MIN_BITS || bits > RSA_MAX_BITS) return null;
  // An even modulus is never an RSA modulus (and would make the arithmetic meaningless).
  if ((parseInt(hex[hex.length - 1] ?? '0', 16) & 1) === 0) return null;
  return hex.toLowerCase();
}

/**
 * The key endpoint's JSON answer value as the client may use it, or null for anything else (a wrong version,
 * a modulus that is not hex or of an accepted size, a key id that could not travel in a header).
 */
export function parseRsaKeyInfo(x: unknown): RsaKeyInfo | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
  const { rsaKey, RSA, DES, serverTime } = x as Record<string, unknown>;
  if (typeof rsaKey !== 'string' || typeof RSA !== 'string' || typeof DES !== 'string') return null;
  if (!HYBRID_VERSIONS.includes(DES as HybridVersion)) return null;
  const hex = usableModulus(rsaKey);
  // X-RSA is a key id, or (live form) the modulus text itself.
  if (!hex || !(KEY_ID.test(RSA) || (HEX.test(RSA) && RSA.replace(/^0+/, '').toLowerCase() === hex))) return null;
  const info: RsaKeyInfo = { rsaKey: hex, RSA, DES: DES as HybridVersion };
  // A server without serverTime (the live backend) leaves the client on its own clock.
  if (typeof serverTime === 'number' && Number.isSafeInteger(serverTime) && serverTime > 0) info.serverTime = serverTime;
  return info;
}

/**
 * The key endpoint's answer text: the live backend's bare hex modulus (v1; X-RSA echoes the text as fetched),
 * or a JSON envelope whose value parseRsaKeyInfo accepts (the reference server's v2 merchants). Else null.
 */
export function parseRsaKeyAnswer(text: string): RsaKeyInfo | null {
  const trimmed = text.trim();
  if (HEX.test(trimmed)) {
    const hex = usableModulus(trimmed);
    return hex ? { rsaKey: hex, RSA: trimmed, DES: 'v1' } : null;
  }
  try {
    const env = JSON.parse(trimmed) as { success?: unknown; value?: unknown } | null;
    return env?.success === true ? parseRsaKeyInfo(env.value) : null;
  } catch {
    return null;
  }
}

/** v1's X-RSA: the modulus text as fetched (live form) or a key id (the reference server's earlier form). */
export const isRsaKeyId = (xRsa: string): boolean => KEY_ID.test(xRsa);
