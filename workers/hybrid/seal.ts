/** The one entry of the hybrid scheme: the key endpoint's answer picks the version. */
import { SECURE_HEADERS, type SecureBody } from '../../contract/auth.ts';
import { parseRsaKeyInfo, stampPayload, type HybridVersion } from '../../contract/hybrid.ts';
import type { RsaKeyInfo } from '../../contract/wps.ts';
import { systemRandom, type RandomSource } from './random.ts';
import { sealV1 } from './v1.ts';
import { sealV2 } from './v2.ts';

/** Everything an encrypted post needs: its headers, its body, and the exact text the digest covers. */
export interface SealedRequest {
  version: HybridVersion;
  headers: Record<string, string>;
  body: SecureBody;
  bodyText: string;
}

/** Encrypts a text (the JSON of a payload); refuses a key answer the contract does not accept. */
export async function sealText(keyInfo: RsaKeyInfo, plaintext: string, random: RandomSource = systemRandom): Promise<SealedRequest> {
  const key = parseRsaKeyInfo(keyInfo);
  if (!key) throw new TypeError('unusable RSA key answer');
  const parts = await (key.DES === 'v2' ? sealV2 : sealV1)(key, plaintext, random);
  return {
    version: key.DES,
    headers: { [SECURE_HEADERS.encryption]: parts.encryption, [SECURE_HEADERS.digest]: parts.digest, [SECURE_HEADERS.keyId]: key.RSA },
    body: { value: parts.value },
    bodyText: parts.body,
  };
}

/** Encrypts a payload's JSON. */
export function sealPayload(keyInfo: RsaKeyInfo, payload: unknown, random: RandomSource = systemRandom): Promise<SealedRequest> {
  const text = JSON.stringify(payload);
  if (typeof text !== 'string') throw new TypeError('payload has no JSON form');
  return sealText(keyInfo, text, random);
}

/**
 * Encrypts a payload; v2 stamps it with its seal time on the server's clock (this clock plus the key answer's
 * offset, contract/hybrid.ts clockOffsetMs). v1 sends the payload as the live backend expects it, unstamped.
 */
export function sealStampedPayload(
  keyInfo: RsaKeyInfo, payload: unknown, clockOffsetMs = 0, now: () => number = Date.now, random: RandomSource = systemRandom,
): Promise<SealedRequest> {
  if (keyInfo.DES !== 'v2') return sealPayload(keyInfo, payload, random);
  const offset = Number.isFinite(clockOffsetMs) ? clockOffsetMs : 0;
  return sealPayload(keyInfo, stampPayload(payload, Math.round(now() + offset)), random);
}
