/**
 * v1, the live platform's wire scheme (encrypt.js): a 16-character random key; Encryption = raw RSA (no padding)
 * of the key, hex; value = base64 of DES-ECB/PKCS7 under the key's first 8 bytes (crypto-js, since WebCrypto
 * has no DES); X-Digest = the value itself. encrypt.js reverses the key and packs it little-endian, so the
 * integer is the big-endian key (an inference recorded in docs/decisions.md).
 */
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';
import { V1_DES_KEY_LENGTH, secureBodyText } from '../../contract/hybrid.ts';
import type { RsaKeyInfo } from '../../contract/wps.ts';
import { utf8 } from './bytes.ts';
import { randomKeyText, type RandomSource } from './random.ts';
import { rsaRawHex } from './rsa.ts';

export interface SealedParts {
  encryption: string;
  value: string;
  digest: string;
  body: string;
}

/** DES-ECB with PKCS7 padding, base64; exported for the known-answer tests. */
export function desEcbBase64(plaintext: string, keyText: string): string {
  const key = CryptoJS.enc.Utf8.parse(keyText.slice(0, V1_DES_KEY_LENGTH));
  const sealed = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return CryptoJS.enc.Base64.stringify(sealed.ciphertext);
}

export function sealV1(key: RsaKeyInfo, plaintext: string, random: RandomSource): Promise<SealedParts> {
  const sessionKey = randomKeyText(random);
  const encryption = rsaRawHex(key.rsaKey, utf8(sessionKey));
  const value = desEcbBase64(plaintext, sessionKey);
  return Promise.resolve({ encryption, value, body: secureBodyText(value), digest: value });
}
