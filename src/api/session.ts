/** Session and member calls of spec section 7. */
import type { Envelope } from '../../contract/envelope.ts';
import { CACHE_TTL_MS } from '../../contract/constants.ts';
import { WPS } from '../../contract/wps.ts';
import type { LoginRequest, LoginResponse, MemberInfo, MemberLanguageUpdate, RsaKeyInfo } from '../../contract/wps.ts';
import { apiCache, clearCache } from './cache.ts';
import { request } from './client.ts';
import { isKeyFor } from './requestKey.ts';

/** The public key of the hybrid encryption as the encrypted calls read it, or null (loaded on demand). */
export async function getRsaKey(): Promise<RsaKeyInfo | null> {
  const { fetchRsaKey } = await import('./secure.ts');
  return (await fetchRsaKey())?.key ?? null;
}

/** Kept for callers of the earlier signature: the encrypted call sets every header itself now. */
export interface LoginExtras { headers?: Record<string, string> }

/**
 * Encrypted login (api/auth.ts loginSecure: Device = the body's device type, spanId from x-app-trace-id);
 * loginDeviceId is filled in when the caller left it out. Loaded on demand, so the worker bridge stays off first paint.
 */
export async function login(req: LoginRequest): Promise<Envelope<LoginResponse>> {
  const [{ loginSecure }, { getDeviceId }] = await Promise.all([import('./auth.ts'), import('../lib/deviceId.ts')]);
  return loginSecure(req.loginDeviceId ? req : { ...req, loginDeviceId: await getDeviceId() });
}

/**
 * Ends the session on the server with DELETE (production wire A9). Failures are not handled: the member is leaving anyway, and an
 * expired token answering 401 must not raise the 'please login' notice. Cached answers are dropped.
 */
export async function logout(): Promise<Envelope<unknown>> {
  const env = await request<unknown>({ method: 'DELETE', path: WPS.logout, unhandled: true });
  clearCache();
  return env;
}

/** Member info, cached in both layers so a reload within the session reuses it. */
export function getMemberInfo(): Promise<Envelope<MemberInfo>> {
  // Silent: the account page shows its own notice; an expired session and an outage are still handled.
  return request<MemberInfo>({
    method: 'GET', path: WPS.memberInfo, cache: { ttlMs: CACHE_TTL_MS, persist: true }, silent: true,
  });
}

/**
 * Changes the member's language: PUT {language}, the merchant travelling in the Merchant header (production wire A13).
 * The cached member info then carries the old one, so it is dropped.
 */
export async function setMemberLanguage(u: Pick<MemberLanguageUpdate, 'language'>): Promise<Envelope<unknown>> {
  const env = await request<unknown>({ method: 'PUT', path: WPS.memberLanguage, body: { language: u.language } });
  if (env.success) apiCache.invalidate((key) => isKeyFor(key, 'GET', WPS.memberInfo));
  return env;
}
