import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, type LoginVerifyChallenge } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { base32Decode, totp } from '../../server/auth/totp.ts';
import { DEMO_GA_SECRET } from '../../server/merchants/seed/auth-accounts.ts';
import { dumpDatabase, postEnv, securePostEnv } from './auth-fixtures.ts';
import { call, DEMO, SEED_PASSWORD, useApp } from './helpers.ts';

let clock = Date.parse('2032-03-01T00:00:00Z');
const s = useApp({ now: () => clock });
afterEach(() => { vi.unstubAllEnvs(); });

const login = (username: string, password = SEED_PASSWORD, headers?: Record<string, string>) =>
  securePostEnv<LoginResponse>(s.app, WPS.login, { username, password, type: 'username' }, headers ? { headers } : {});
const verify = (body: unknown) => postEnv<LoginResponse>(s.app, AUTH_PATHS.loginVerification, body);

describe('username login', () => {
  it('answers LoginResponse with defaultPassword false for an ordinary password', async () => {
    const { env } = await login('player01');
    expect(env.success).toBe(true);
    expect(env.value).toMatchObject({ userName: 'player01', defaultPassword: false, firstTimeLogin: false, passwordExpired: false });
  });

  it('tells the client when the password is the merchant default, without sending the default', async () => {
    const row = await s.db.selectFrom('merchants').select('config').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const secret = row.config.server.defaultRegistrationPassword;
    const res = await securePostEnv<LoginResponse>(s.app, WPS.login, { username: 'default01', password: secret, type: 'username' });
    expect(res.env.value?.defaultPassword).toBe(true);
    expect(JSON.stringify(res.env)).not.toContain(secret);
  });

  it('finds the username whatever its case', async () => {
    expect((await login('PLAYER01')).env.value?.userName).toBe('player01');
  });

  it('refuses a plain (unencrypted) login body', async () => {
    const { status, env } = await postEnv(s.app, WPS.login, { username: 'player01', password: SEED_PASSWORD, type: 'username' });
    expect(status).toBe(400);
    expect(env.success).toBe(false);
  });

  it.each([
    [{ username: 'player01', password: SEED_PASSWORD, type: 'email' }, 'type'],
    [{ username: 'x'.repeat(65), password: 'a', type: 'username' }, 'username'],
    [{ username: 'a\u0000b', password: 'a', type: 'username' }, 'username'],
    [{ username: 'player01', password: 42, type: 'username' }, 'password'],
  ])('refuses hostile login %#, naming the field', async (body, field) => {
    const { status, env } = await securePostEnv(s.app, WPS.login, body);
    expect(status).toBe(400);
    expect(env).toMatchObject({ code: CODES.badRequest, message: expect.stringContaining(field) });
  });

  it('an empty username is request.invalid, not a lookup', async () => {
    const { status, env } = await securePostEnv(s.app, WPS.login, { username: ' ', password: 'x', type: 'username' });
    expect(status).toBe(400);
    expect(env.code).toBe(CODES.badRequest);
  });
});

describe('account bound to an address', () => {
  it('answers token_ip_different from another address and logs in from its own', async () => {
    const elsewhere = await login('ipbound01');
    expect(elsewhere.env).toMatchObject({ success: false, code: CODES.tokenIpDifferent });
    const home = await login('ipbound01', SEED_PASSWORD, { 'X-Test-Client-IP': '203.0.113.10' });
    expect(home.env.success).toBe(true);
  });

  it('checks the password first: a wrong one never reveals the binding', async () => {
    expect((await login('ipbound01', 'wrong1')).env.code).toBe(CODES.loginCredErr);
  });
});

describe('second step', () => {
  it('opens a challenge with the flags, then completes with the code', async () => {
    const first = await login('secure01');
    expect(first.env).toMatchObject({ success: false, code: CODES.loginVerifyRequired });
    const ch = first.env.value as unknown as LoginVerifyChallenge;
    expect(ch).toMatchObject({ email: true, ga: false, sms: true });
    expect(ch.challengeId).toMatch(/^[0-9a-f]{64}$/);
    expect(ch.devCode).toMatch(/^\d{6}$/);

    const wrong = await verify({ challengeId: ch.challengeId, method: 'sms', code: ch.devCode === '000000' ? '111111' : '000000' });
    expect(wrong.env.code).toBe(CODES.loginVerifyCodeInvalid);
    const ok = await verify({ challengeId: ch.challengeId, method: 'sms', code: ch.devCode });
    expect(ok.env.value).toMatchObject({ userName: 'secure01', defaultPassword: false });
    expect(ok.env.value?.token).toMatch(/^[0-9a-f]{64}$/);
    const info = await call(s.app, `${DEMO}${WPS.memberInfo}`, { headers: { Merchant: 'demo', Authorization: ok.env.value!.token } });
    expect(info.status).toBe(200);
    // Used once: the same answer again means logging in again.
    expect((await verify({ challengeId: ch.challengeId, method: 'sms', code: ch.devCode })).env).toMatchObject({ code: CODES.CUSTOMER_NOT_LOGIN, message: 'CUSTOMER_NOT_LOGIN' });
  });

  it('refuses a method the account does not have, even with the right code', async () => {
    const ch = (await login('secure01')).env.value as unknown as LoginVerifyChallenge;
    expect((await verify({ challengeId: ch.challengeId, method: 'ga', code: ch.devCode })).env.code).toBe(CODES.loginVerifyCodeInvalid);
  });

  it('burns the challenge after five wrong codes', async () => {
    const ch = (await login('secure01')).env.value as unknown as LoginVerifyChallenge;
    const wrongCode = ch.devCode === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await verify({ challengeId: ch.challengeId, method: 'email', code: wrongCode })).env.code).toBe(CODES.loginVerifyCodeInvalid);
    expect((await verify({ challengeId: ch.challengeId, method: 'email', code: ch.devCode })).env.code).toBe(CODES.CUSTOMER_NOT_LOGIN);
  });

  it('expires the challenge after five minutes', async () => {
    const ch = (await login('secure01')).env.value as unknown as LoginVerifyChallenge;
    clock += 5 * 60_000 + 1;
    expect((await verify({ challengeId: ch.challengeId, method: 'sms', code: ch.devCode })).env.code).toBe(CODES.CUSTOMER_NOT_LOGIN);
  });

  it('accepts an authenticator (TOTP) code for the ga method and no devCode is given for it', async () => {
    const first = await login('secure02');
    const ch = first.env.value as unknown as LoginVerifyChallenge;
    expect(ch).toMatchObject({ email: false, ga: true, sms: false });
    expect(ch.devCode).toBeUndefined();
    const code = totp(base32Decode(DEMO_GA_SECRET)!, clock);
    expect((await verify({ challengeId: ch.challengeId, method: 'ga', code })).env.value?.userName).toBe('secure02');
  });

  it('stores the challenge id and code only hashed', async () => {
    const ch = (await login('secure01')).env.value as unknown as LoginVerifyChallenge;
    const dump = await dumpDatabase(s.db);
    expect(dump).not.toContain(ch.challengeId);
    expect(dump).not.toMatch(new RegExp(`"${ch.devCode}"|\\$${ch.devCode}\\b`));
  });

  it('never reveals the code in production mode', async () => {
    vi.stubEnv('WPS_ENV', 'production');
    const ch = (await login('secure01')).env.value as unknown as LoginVerifyChallenge;
    expect(ch.challengeId).toMatch(/^[0-9a-f]{64}$/);
    expect(ch).not.toHaveProperty('devCode');
  });

  it('refuses a malformed verification request', async () => {
    for (const body of [{ challengeId: 'x', method: 'sms', code: 'abcdef' }, { challengeId: 'x', method: 'fax', code: '123456' }, { method: 'sms', code: '123456' }]) {
      expect((await verify(body)).status).toBe(400);
    }
  });
});

describe('TOTP', () => {
  it('matches the RFC 6238 SHA-1 vectors (6-digit tail)', () => {
    const key = Buffer.from('12345678901234567890');
    expect(totp(key, 59_000, 8)).toBe('94287082');
    expect(totp(key, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(key, 20_000_000_000_000, 8)).toBe('65353130');
  });
});
