/**
 * v2, the stronger scheme: a random AES-256 key sealed with RSA-OAEP-SHA256; value = base64 of
 * nonce || AES-256-GCM ciphertext || tag; X-Digest = HMAC-SHA256 of the body under the AES key.
 */
import { V2_AES_KEY_BYTES, V2_ENCRYPTION_PREFIX, V2_IV_BYTES, secureBodyText } from '../../contract/hybrid.ts';
import type { RsaKeyInfo } from '../../contract/wps.ts';
import { buf, concat, hmacSha256Hex, toBase64, toHex, utf8 } from './bytes.ts';
import type { RandomSource } from './random.ts';
import { rsaOaepSha256 } from './rsa.ts';
import type { SealedParts } from './v1.ts';

const OAEP_SEED_BYTES = 32;

function take(random: RandomSource, n: number): Uint8Array {
  const bytes = random(n);
  if (bytes.length !== n) throw new RangeError(`random source gave ${bytes.length} bytes, not ${n}`);
  return bytes;
}

export async function aesGcmBase64(plaintext: string, aesKey: Uint8Array, iv: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey('raw', buf(aesKey), { name: 'AES-GCM' }, false, ['encrypt']);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: buf(iv) }, key, buf(utf8(plaintext))));
  return toBase64(concat(iv, sealed));
}

/** Randomness is drawn in a fixed order (AES key, nonce, OAEP seed) so a fixed source gives fixed output. */
export async function sealV2(key: RsaKeyInfo, plaintext: string, random: RandomSource): Promise<SealedParts> {
  const aesKey = take(random, V2_AES_KEY_BYTES);
  const iv = take(random, V2_IV_BYTES);
  const seed = take(random, OAEP_SEED_BYTES);
  const encryption = V2_ENCRYPTION_PREFIX + toHex(await rsaOaepSha256(key.rsaKey, aesKey, seed));
  const value = await aesGcmBase64(plaintext, aesKey, iv);
  const body = secureBodyText(value);
  return { encryption, value, body, digest: await hmacSha256Hex(aesKey, body) };
}
