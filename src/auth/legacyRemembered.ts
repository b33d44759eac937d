/**
 * The remembered login as the previous front end stored it (spec section 3): the password base64-encoded,
 * a random salt appended, then base64-encoded again, with the salt in its own key. Read once, then migrated.
 */
export { LEGACY_SALT_KEY } from './rememberedStore.ts';

function decodeUtf8Base64(text: string): string {
  const raw = atob(text);
  const bytes = Uint8Array.from(raw, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function encodeUtf8Base64(text: string): string {
  let s = '';
  for (const b of new TextEncoder().encode(text)) s += String.fromCharCode(b);
  return btoa(s);
}

/** base64(base64(password) + salt): how a legacy entry was written (tests build fixtures with it). */
export function encodeLegacyPassword(password: string, salt: string): string {
  return encodeUtf8Base64(encodeUtf8Base64(password) + salt);
}

/** The password of a legacy entry, or null when it does not decode with this salt. */
export function decodeLegacyPassword(encoded: string, salt: string): string | null {
  try {
    const outer = decodeUtf8Base64(encoded);
    if (!salt || !outer.endsWith(salt)) return null;
    return decodeUtf8Base64(outer.slice(0, outer.length - salt.length));
  } catch {
    return null;
  }
}
