/**
 * Multi-factor ENROLLMENT at the authentication provider (spec section 7): a member signed in with Google,
 * Facebook or X adds an authenticator app (TOTP) as a second factor, or withdraws one (a phone factor too).
 * Calls: POST /v2/accounts/mfaEnrollment:start, :finalize, :withdraw and /v1/accounts:lookup, with the ID token.
 * Every answer is checked; a refusal throws an Error whose code is the provider's (auth/...).
 */
import type { SmsProviderSettings } from '../../contract/wps.ts';

export interface ProviderApi { base: string; apiKey: string; fetch: typeof fetch }

/** The provider's REST host, or the emulator's when the merchant runs against it (development and tests). */
export function providerApi(s: Pick<SmsProviderSettings, 'apiKey' | 'authEmulatorUrl'>, f: typeof fetch = (...a) => fetch(...a)): ProviderApi {
  const base = s.authEmulatorUrl ? `${s.authEmulatorUrl.replace(/\/+$/, '')}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return { base, apiKey: s.apiKey, fetch: f };
}

export class ProviderCallError extends Error {
  constructor(readonly code: string, message: string) { super(message); }
}

/** The provider's error names (TOTP_CHALLENGE_TIMEOUT, INVALID_MFA_PENDING_CREDENTIAL...) as auth/ codes. */
function codeOf(name: string): string {
  const known: Record<string, string> = {
    INVALID_CODE: 'auth/invalid-verification-code', INVALID_MFA_CODE: 'auth/invalid-verification-code',
    SESSION_EXPIRED: 'auth/code-expired', TOTP_CHALLENGE_TIMEOUT: 'auth/code-expired', INVALID_ID_TOKEN: 'auth/invalid-user-token',
    TOKEN_EXPIRED: 'auth/user-token-expired', MFA_ENROLLMENT_NOT_FOUND: 'auth/missing-multi-factor-info',
  };
  const head = name.split(/[\s:]/)[0] ?? '';
  return known[head] ?? `auth/${head.toLowerCase().replace(/_/g, '-') || 'internal-error'}`;
}

async function call(api: ProviderApi, path: string, body: object): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await api.fetch(`${api.base}${path}?key=${encodeURIComponent(api.apiKey)}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
  } catch {
    throw new ProviderCallError('auth/network-request-failed', 'network error');
  }
  let json: unknown = null;
  try { json = await res.json(); } catch { /* an empty or broken answer is judged below */ }
  const obj = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  if (!res.ok) {
    const message = String((obj.error as { message?: unknown } | undefined)?.message ?? `HTTP ${res.status}`);
    throw new ProviderCallError(codeOf(message), message);
  }
  return obj;
}

export interface TotpSecret {
  secretKey: string;
  hashingAlgorithm: string;
  codeLength: number;
  periodSec: number;
  /** ISO time after which the enrollment must start over; null when the provider gave none. */
  enrollmentDeadline: string | null;
  sessionInfo: string;
}

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 4096;

export async function startTotpEnrollment(api: ProviderApi, idToken: string): Promise<TotpSecret> {
  const r = await call(api, '/v2/accounts/mfaEnrollment:start', { idToken, totpEnrollmentInfo: {} });
  const i = (r.totpSessionInfo ?? {}) as Record<string, unknown>;
  const codeLength = Number(i.verificationCodeLength ?? 6);
  const periodSec = Number(i.periodSec ?? 30);
  if (!str(i.sharedSecretKey) || !/^[A-Z2-7]+=*$/i.test(i.sharedSecretKey) || !str(i.sessionInfo)
    || !Number.isInteger(codeLength) || codeLength < 6 || codeLength > 10 || !Number.isInteger(periodSec) || periodSec < 15 || periodSec > 120) {
    throw new ProviderCallError('auth/internal-error', 'malformed TOTP enrollment answer');
  }
  return {
    secretKey: i.sharedSecretKey, hashingAlgorithm: str(i.hashingAlgorithm) ? i.hashingAlgorithm : 'SHA1', codeLength, periodSec,
    enrollmentDeadline: str(i.finalizeEnrollmentTime) && !Number.isNaN(Date.parse(i.finalizeEnrollmentTime)) ? i.finalizeEnrollmentTime : null,
    sessionInfo: i.sessionInfo,
  };
}

/** Ends an enrollment with the first code; answers the new ID token (the old one names no second factor). */
export async function finalizeTotpEnrollment(api: ProviderApi, idToken: string, secret: TotpSecret, code: string, displayName: string): Promise<string> {
  if (!new RegExp(`^\\d{${secret.codeLength}}$`).test(code.trim())) throw new ProviderCallError('auth/invalid-verification-code', 'code format');
  const r = await call(api, '/v2/accounts/mfaEnrollment:finalize', {
    idToken, displayName, totpVerificationInfo: { sessionInfo: secret.sessionInfo, verificationCode: code.trim() },
  });
  return str(r.idToken) ? r.idToken : idToken;
}

export async function withdrawFactor(api: ProviderApi, idToken: string, mfaEnrollmentId: string): Promise<string> {
  const r = await call(api, '/v2/accounts/mfaEnrollment:withdraw', { idToken, mfaEnrollmentId });
  return str(r.idToken) ? r.idToken : idToken;
}

export interface EnrolledFactor { mfaEnrollmentId: string; displayName: string; kind: 'totp' | 'phone' }

/** The factors the signed-in user has; malformed entries are left out. */
export async function listFactors(api: ProviderApi, idToken: string): Promise<EnrolledFactor[]> {
  const r = await call(api, '/v1/accounts:lookup', { idToken });
  const user = Array.isArray(r.users) ? (r.users[0] as { mfaInfo?: unknown } | undefined) : undefined;
  const list = Array.isArray(user?.mfaInfo) ? user.mfaInfo as Record<string, unknown>[] : [];
  return list.filter((f) => str(f.mfaEnrollmentId)).map((f) => ({
    mfaEnrollmentId: f.mfaEnrollmentId as string, displayName: typeof f.displayName === 'string' ? f.displayName.slice(0, 100) : '',
    kind: f.totpInfo ? 'totp' : 'phone',
  }));
}

/** The authenticator app's link (otpauth), also drawn as the QR code. */
export function otpauthUrl(secret: TotpSecret, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const q = new URLSearchParams({ secret: secret.secretKey, issuer, algorithm: secret.hashingAlgorithm, digits: String(secret.codeLength), period: String(secret.periodSec) });
  return `otpauth://totp/${label}?${q.toString()}`;
}
