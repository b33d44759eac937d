/** AES-GCM sealing of the remembered password with the non-extractable key of rememberKey.ts. */
import { rememberKey } from './rememberKey.ts';

export interface Sealed { iv: string; data: string }

const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

/** Encrypts with a fresh IV; the key is created on first use. */
export async function seal(password: string): Promise<Sealed> {
  const key = await rememberKey(true);
  if (!key) throw new Error('no remember key');
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(password));
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** The password, or null when the key is gone or the blob was tampered with (GCM authenticates it). */
export async function unseal(sealed: Sealed): Promise<string | null> {
  try {
    const key = await rememberKey(false);
    if (!key) return null;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
    return new TextDecoder().decode(plain);
  } catch (err) {
    console.warn('[remember] sealed password unreadable', err);
    return null;
  }
}
