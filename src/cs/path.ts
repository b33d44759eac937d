import { CS_PATH_KEY_LENGTH } from '../../contract/member';
import { desEcbDecrypt } from './des';

/**
 * Spec section 3: a customer-service path is encrypted and its last 8 characters are the key
 * (DES-ECB/PKCS#7, base64 ciphertext first; docs/decisions.md). Returns the widget URL, or null
 * for anything that does not decrypt to UTF-8 text.
 */
export function decryptCsPath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length <= CS_PATH_KEY_LENGTH || path.length > 4096) return null;
  const key = new TextEncoder().encode(path.slice(-CS_PATH_KEY_LENGTH));
  let cipher: Uint8Array;
  try {
    cipher = Uint8Array.from(atob(path.slice(0, -CS_PATH_KEY_LENGTH)), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
  const plain = key.length === 8 ? desEcbDecrypt(cipher, key) : null;
  if (!plain) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

/**
 * A widget URL may become a script only if it is on this site or on https; anything else (javascript:,
 * data:, plain http elsewhere) is refused. Returns the absolute URL or null.
 */
export function widgetUrl(raw: string, here: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, here);
  } catch {
    return null;
  }
  const origin = new URL(here).origin;
  return url.origin === origin || url.protocol === 'https:' ? url.href : null;
}
