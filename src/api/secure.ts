/**
 * Encrypted posts (login, registration, password change): the payload is encrypted in the crypto worker
 * under the key the key endpoint just gave, and never leaves the page in plain form.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { SECURE_HEADERS } from '../../contract/auth.ts';
import { clockOffsetMs, parseRsaKeyInfo } from '../../contract/hybrid.ts';
import { WPS, type RsaKeyInfo } from '../../contract/wps.ts';
import { getDeviceId } from '../lib/deviceId.ts';
import { cryptoBridge } from '../worker/cryptoBridge.ts';
import { request } from './client.ts';
import { CLIENT_CODES, INTERNET_LOST_MESSAGE, NETWORK_ERROR_MESSAGE, clientFailure } from './clientCodes.ts';

export interface SecurePostOptions {
  /** ModuleId header (REG3, MOBILENUMREG3). */
  moduleId?: string;
  /** Sends no Authorization (login and registration). */
  auth?: boolean;
  /** Extra headers. Device is always the device id (spec section 3), whatever is given here. */
  headers?: Record<string, string>;
  /** The form shows failures itself (no global alert), as for request(). */
  silent?: boolean;
}

/** The spec's network message (section 8): plain http and https differ. */
export function encryptionFailure<T>(protocol = typeof location === 'undefined' ? '' : location.protocol): Envelope<T> {
  return clientFailure(CLIENT_CODES.encryptionUnavailable, protocol === 'http:' ? NETWORK_ERROR_MESSAGE : INTERNET_LOST_MESSAGE);
}

/**
 * A fresh key (the timestamp defeats HTTP caches), silent: a failure becomes the form's message, not an alert.
 * Fetched for every post, so the server clock offset it gives is never older than this post.
 */
async function fetchKey(): Promise<{ key: RsaKeyInfo; clockOffsetMs: number } | null> {
  const env = await request<unknown>({ method: 'GET', path: WPS.rsaKey, query: { _: Date.now() }, silent: true });
  const key = env.success ? parseRsaKeyInfo(env.value) : null;
  if (!key) console.warn(`[secure] no usable RSA key (${env.success ? 'malformed answer' : env.code ?? 'failure'}); nothing sent`);
  return key ? { key, clockOffsetMs: clockOffsetMs(key, Date.now()) } : null;
}

/**
 * Fetches the RSA key, encrypts `payload` in the crypto worker (stamped with its seal time on the server's
 * clock) and posts {value} with the Encryption, X-Digest, X-RSA and Device headers. A missing or unusable key, or a worker failure, resolves the
 * encryption.unavailable envelope with the spec's network message: the form offers a retry.
 */
export async function securePost<T>(path: string, payload: unknown, options: SecurePostOptions = {}): Promise<Envelope<T>> {
  const [fetched, deviceId] = await Promise.all([fetchKey(), getDeviceId()]);
  if (!fetched) return encryptionFailure<T>();
  let sealed;
  try {
    sealed = await cryptoBridge.seal(fetched.key, payload, fetched.clockOffsetMs);
  } catch (err) {
    console.warn('[secure] encryption failed; nothing sent', err);
    return encryptionFailure<T>();
  }
  return request<T>({
    method: 'POST', path, body: sealed.body, auth: options.auth, moduleId: options.moduleId, silent: options.silent,
    headers: { ...options.headers, ...sealed.headers, [SECURE_HEADERS.device]: deviceId },
  });
}
