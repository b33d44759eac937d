/**
 * Customer-service paths (spec section 3: "the last 8 characters are the key"): base64 of the
 * DES-ECB/PKCS7 ciphertext of the widget URL, followed by the 8-character key. The seed encrypts with
 * this module; the site decrypts with src/cs/path.ts, and a unit test runs one against the other.
 */
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/enc-utf8.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';
import { CS_PATH_KEY_LENGTH } from '../../contract/member.ts';

const KEY = new RegExp(`^[A-Za-z0-9]{${CS_PATH_KEY_LENGTH}}$`);

export function encryptCsPath(plain: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`a customer-service key is ${CS_PATH_KEY_LENGTH} letters or digits`);
  const k = CryptoJS.enc.Utf8.parse(key);
  const cipher = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plain), k, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return cipher.ciphertext.toString(CryptoJS.enc.Base64) + key;
}

/** The server's own reading, for tests and logs; null when the path does not decrypt to text. */
export function decryptCsPath(path: string): string | null {
  if (path.length <= CS_PATH_KEY_LENGTH) return null;
  const key = CryptoJS.enc.Utf8.parse(path.slice(-CS_PATH_KEY_LENGTH));
  try {
    const params = CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(path.slice(0, -CS_PATH_KEY_LENGTH)) });
    const text = CryptoJS.DES.decrypt(params, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}
