/** Session and member calls of spec section 7. */
import type { Envelope } from '../../contract/envelope.ts';
import { CACHE_TTL_MS } from '../../contract/constants.ts';
import { WPS } from '../../contract/wps.ts';
import type { LoginRequest, LoginResponse, MemberInfo, MemberLanguageUpdate, RsaKeyInfo } from '../../contract/wps.ts';
import { apiCache, clearCache } from './cache.ts';
import { request } from './client.ts';
import { isKeyFor } from './requestKey.ts';

/** The public key for the hybrid encryption of login and registration (timestamp defeats HTTP caches). */
export function getRsaKey(): Promise<Envelope<RsaKeyInfo>> {
  return request<RsaKeyInfo>({ method: 'GET', path: WPS.rsaKey, query: { _: Date.now() } });
}

export interface LoginExtras {
  /** Extra headers of the encrypted post (Encryption, X-Digest, X-RSA and Device are set by securePost). */
  headers?: Record<string, string>;
}

/**
 * Encrypted (securePost): the payload never leaves the page in plain form; loginDeviceId is filled in
 * when the caller left it out. Silent: the login form shows its own errors (second step,
 * remembered-login cleanup, notices, the retry of encryption.unavailable). No Authorization: a stale
 * token must not be attached to a fresh login. Loaded on demand, so the worker bridge stays off first paint.
 */
export async function login(req: LoginRequest, extras: LoginExtras = {}): Promise<Envelope<LoginResponse>> {
  const [{ securePost }, { getDeviceId }] = await Promise.all([import('./secure.ts'), import('../lib/deviceId.ts')]);
  const payload: LoginRequest = req.loginDeviceId ? req : { ...req, loginDeviceId: await getDeviceId() };
  return securePost<LoginResponse>(WPS.login, payload, { auth: false, silent: true, headers: extras.headers });
}

/**
 * Ends the session on the server. Failures are not handled: the member is leaving anyway, and an
 * expired token answering 401 must not raise the 'please login' notice. Cached answers are dropped.
 */
export async function logout(): Promise<Envelope<unknown>> {
  const env = await request<unknown>({ method: 'POST', path: WPS.logout, unhandled: true });
  clearCache();
  return env;
}

/** Member info, cached in both layers so a reload within the session reuses it. */
export function getMemberInfo(): Promise<Envelope<MemberInfo>> {
  return request<MemberInfo>({
    method: 'GET', path: WPS.memberInfo, cache: { ttlMs: CACHE_TTL_MS, persist: true },
  });
}

/** Changes the member's language; the cached member info then carries the old one, so it is dropped. */
export async function setMemberLanguage(u: MemberLanguageUpdate): Promise<Envelope<unknown>> {
  const env = await request<unknown>({ method: 'POST', path: WPS.memberLanguage, body: u });
  if (env.success) apiCache.invalidate((key) => isKeyFor(key, 'GET', WPS.memberInfo));
  return env;
}
