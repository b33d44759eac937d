/**
 * Encrypted posts and puts (login, registration, password change): the payload is encrypted in the crypto worker
 * under the key the key endpoint just gave, and never leaves the page in plain form.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { HTTP_TIMEOUT_MS } from '../../contract/constants.ts';
import { SECURE_HEADERS } from '../../contract/auth.ts';
import { clockOffsetMs, parseRsaKeyAnswer } from '../../contract/hybrid.ts';
import { WPS, type RsaKeyInfo } from '../../contract/wps.ts';
import { cryptoBridge } from '../worker/cryptoBridge.ts';
import { buildHeaders } from './buildHeaders.ts';
import { request } from './client.ts';
import { CLIENT_CODES, INTERNET_LOST_MESSAGE, NETWORK_ERROR_MESSAGE, clientFailure } from './clientCodes.ts';
import { readHook } from './hooks.ts';
import { buildUrl } from './requestKey.ts';
import { sendText } from './transport.ts';

export interface SecurePostOptions {
  /** PUT for registration and autoUsername (production wire A10, A11); POST otherwise. */
  method?: 'POST' | 'PUT';
  /** ModuleId header (REG3, MOBILENUMREG3). */
  moduleId?: string;
  /** Sends no Authorization (login and registration). */
  auth?: boolean;
  /** The Device header: the device TYPE (IPAD, PWA, WEBCLIP); left out when there is none. */
  device?: string | null;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** The form shows failures itself (no global alert), as for request(). */
  silent?: boolean;
  /** Sees the answer's headers (the login's x-app-trace-id). */
  onHeaders?: (headers: Headers) => void;
}

/** The spec's network message (section 8): plain http and https differ. */
export function encryptionFailure<T>(protocol = typeof location === 'undefined' ? '' : location.protocol): Envelope<T> {
  return clientFailure(CLIENT_CODES.encryptionUnavailable, protocol === 'http:' ? NETWORK_ERROR_MESSAGE : INTERNET_LOST_MESSAGE);
}

/**
 * A fresh key, fetched like production's raw XHR (Cache-Control no-cache, the timestamp defeats HTTP caches); the
 * answer is the bare hex modulus or the reference server's JSON envelope. Silent: a failure becomes the form's message.
 */
export async function fetchRsaKey(): Promise<{ key: RsaKeyInfo; clockOffsetMs: number } | null> {
  const headers = await buildHeaders({
    token: null, merchant: readHook('getMerchant') || null, language: readHook('getLanguage') || '', json: false,
    extra: { 'Cache-Control': 'no-cache' },
  });
  const answer = await sendText(buildUrl(WPS.rsaKey, { _: Date.now() }), { method: 'GET', headers, timeoutMs: HTTP_TIMEOUT_MS });
  const key = answer.ok && answer.status >= 200 && answer.status < 300 ? parseRsaKeyAnswer(answer.text) : null;
  if (!key) console.warn(`[secure] no usable RSA key (${answer.ok ? `HTTP ${answer.status}, malformed answer` : answer.result.env.code ?? 'failure'}); nothing sent`);
  return key ? { key, clockOffsetMs: clockOffsetMs(key, Date.now()) } : null;
}

/**
 * Fetches the RSA key, encrypts `payload` in the crypto worker and sends {value} with the Encryption, X-Digest
 * and X-RSA headers (and Device when a type is given). A missing or unusable key, or a worker failure, resolves the
 * encryption.unavailable envelope with the spec's network message: the form offers a retry.
 */
export async function securePost<T>(path: string, payload: unknown, options: SecurePostOptions = {}): Promise<Envelope<T>> {
  const fetched = await fetchRsaKey();
  if (!fetched) return encryptionFailure<T>();
  let sealed;
  try {
    sealed = await cryptoBridge.seal(fetched.key, payload, fetched.clockOffsetMs);
  } catch (err) {
    console.warn('[secure] encryption failed; nothing sent', err);
    return encryptionFailure<T>();
  }
  const device: Record<string, string> = options.device ? { [SECURE_HEADERS.device]: options.device } : {};
  return request<T>({
    method: options.method ?? 'POST', path, body: sealed.body, auth: options.auth, moduleId: options.moduleId, silent: options.silent,
    headers: { ...options.headers, ...sealed.headers, ...device }, onHeaders: options.onHeaders,
  });
}
