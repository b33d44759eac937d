import { describe, expect, it, vi } from 'vitest';
import {
  finalizeTotpEnrollment, listFactors, otpauthUrl, providerApi, ProviderCallError, startTotpEnrollment, withdrawFactor,
} from '../../../src/social/mfaEnrollment.ts';

/** A stub at the HTTP boundary: records each call and answers from a table by path. */
function stubFetch(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const f = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    const path = new URL(url).pathname.replace(/^.*identitytoolkit\.googleapis\.com/, '');
    const a = answers[path];
    if (!a) throw new Error(`unexpected ${path}`);
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { f: f as unknown as typeof fetch, calls };
}

const SESSION = { sharedSecretKey: 'JBSWY3DPEHPK3PXP', verificationCodeLength: 6, hashingAlgorithm: 'SHA1', periodSec: 30, sessionInfo: 'sess-1', finalizeEnrollmentTime: '2030-01-01T10:15:00Z' };

describe('MFA enrollment calls (spec section 7)', () => {
  it('start sends the ID token with a TOTP request and reads the secret fields and deadline', async () => {
    const { f, calls } = stubFetch({ '/v2/accounts/mfaEnrollment:start': { body: { totpSessionInfo: SESSION } } });
    const api = providerApi({ apiKey: 'k-1' }, f);
    const secret = await startTotpEnrollment(api, 'id-1');
    expect(calls[0]!.url).toBe('https://identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:start?key=k-1');
    expect(calls[0]!.body).toEqual({ idToken: 'id-1', totpEnrollmentInfo: {} });
    expect(secret).toEqual({ secretKey: 'JBSWY3DPEHPK3PXP', hashingAlgorithm: 'SHA1', codeLength: 6, periodSec: 30, enrollmentDeadline: '2030-01-01T10:15:00Z', sessionInfo: 'sess-1' });
    expect(otpauthUrl(secret, 'player01', 'Demo Casino')).toBe('otpauth://totp/Demo%20Casino%3Aplayer01?secret=JBSWY3DPEHPK3PXP&issuer=Demo+Casino&algorithm=SHA1&digits=6&period=30');
  });

  it('finalize sends displayName and totpVerificationInfo, and answers the new ID token', async () => {
    const { f, calls } = stubFetch({ '/v2/accounts/mfaEnrollment:finalize': { body: { idToken: 'id-2', refreshToken: 'r' } } });
    const api = providerApi({ apiKey: 'k', authEmulatorUrl: 'http://127.0.0.1:9099' }, f);
    const secret = { secretKey: 'JBSWY3DPEHPK3PXP', hashingAlgorithm: 'SHA1', codeLength: 6, periodSec: 30, enrollmentDeadline: null, sessionInfo: 'sess-1' };
    await expect(finalizeTotpEnrollment(api, 'id-1', secret, ' 123456 ', 'Authenticator app')).resolves.toBe('id-2');
    expect(calls[0]!.url.startsWith('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:finalize?key=k')).toBe(true);
    expect(calls[0]!.body).toEqual({ idToken: 'id-1', displayName: 'Authenticator app', totpVerificationInfo: { sessionInfo: 'sess-1', verificationCode: '123456' } });
    await expect(finalizeTotpEnrollment(api, 'id-1', secret, '12ab56', 'x')).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
    expect(calls).toHaveLength(1);
  });

  it('withdraw sends the enrollment id; lookup lists the factors', async () => {
    const { f, calls } = stubFetch({
      '/v2/accounts/mfaEnrollment:withdraw': { body: { idToken: 'id-3' } },
      '/v1/accounts:lookup': { body: { users: [{ mfaInfo: [{ mfaEnrollmentId: 'e1', displayName: 'Phone', phoneInfo: '+1' }, { mfaEnrollmentId: 'e2', totpInfo: {} }, { bogus: 1 }] }] } },
    });
    const api = providerApi({ apiKey: 'k' }, f);
    await expect(withdrawFactor(api, 'id-2', 'e2')).resolves.toBe('id-3');
    expect(calls[0]!.body).toEqual({ idToken: 'id-2', mfaEnrollmentId: 'e2' });
    await expect(listFactors(api, 'id-3')).resolves.toEqual([
      { mfaEnrollmentId: 'e1', displayName: 'Phone', kind: 'phone' }, { mfaEnrollmentId: 'e2', displayName: '', kind: 'totp' },
    ]);
  });

  it('turns the provider\'s refusal into an auth/ code, and refuses a malformed secret', async () => {
    const { f } = stubFetch({ '/v2/accounts/mfaEnrollment:start': { status: 400, body: { error: { message: 'INVALID_ID_TOKEN' } } } });
    const err = await startTotpEnrollment(providerApi({ apiKey: 'k' }, f), 'bad').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderCallError);
    expect((err as ProviderCallError).code).toBe('auth/invalid-user-token');
    const bad = stubFetch({ '/v2/accounts/mfaEnrollment:start': { body: { totpSessionInfo: { ...SESSION, sharedSecretKey: '<b>' } } } });
    await expect(startTotpEnrollment(providerApi({ apiKey: 'k' }, bad.f), 'id')).rejects.toMatchObject({ code: 'auth/internal-error' });
  });
});
