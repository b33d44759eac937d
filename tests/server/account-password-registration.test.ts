import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, PASSWORD_PATTERN, REGISTER_MODULES, type RegisterResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { COMMON_PASSWORD_COUNT } from '../../server/auth/common-passwords.ts';
import { passwordWeakness } from '../../server/auth/password-policy.ts';
import { SEED_PASSWORD } from '../../server/merchants/seed/merchant-seed.ts';
import { securePostEnv } from './auth-fixtures.ts';
import { captureLogs, login, useApp } from './helpers.ts';

const { warned, log } = captureLogs();
const s = useApp(log);

const base = {
  login: false, registerMethod: 'H5', registerUrl: 'http://localhost/m/register', loginDeviceId: 'd'.repeat(36),
  isOfficialAppLogin: false, linkId: null, affiliateCode: null, domain: 'localhost', referralCode: null, pixelTrack: null,
};
const register = (payload: object) =>
  securePostEnv<RegisterResponse>(s.app, AUTH_PATHS.register, { ...base, ...payload }, { headers: { ModuleId: REGISTER_MODULES.username } });
const memberRow = (username: string) => s.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

describe('password policy', () => {
  it.each(['abc123', 'abc12345', 'Password1', 'QWERTY123', 'iloveyou2', 'Passw0rd'])('refuses %s', (p) => {
    expect(passwordWeakness(p, 'someone01')).not.toBeNull();
  });

  it('refuses a password containing the username, whatever the case', () => {
    expect(passwordWeakness('xxLuckyStar7xx', 'luckystar7')).toMatch(/username/);
  });

  it('accepts the seed password and the merchants\' default registration passwords', async () => {
    expect(passwordWeakness(SEED_PASSWORD, 'player01')).toBeNull();
    const rows = await s.db.selectFrom('merchants').select('config').execute();
    for (const { config } of rows) expect(config.server.defaultRegistrationPassword).toMatch(PASSWORD_PATTERN);
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(1000);
  });

  it('registration refuses a weak password with member.password.weak', async () => {
    for (const password of ['abc123', 'abc12345', 'Xnewname01x9']) {
      const { status, env } = await register({ username: 'newname01', password });
      expect([status, env.code]).toEqual([400, CODES.passwordWeak]);
    }
  });

  it('the password change refuses a weak new password with member.password.weak', async () => {
    const v = await login(s.app, 'player01');
    const { status, env } = await securePostEnv(s.app, AUTH_PATHS.changePassword, { oldPassword: SEED_PASSWORD, newPassword: 'password123' }, { headers: { Authorization: v.token } });
    expect([status, env.code]).toEqual([400, CODES.passwordWeak]);
  });
});

describe('registration attribution', () => {
  it('stores agent and member codes in their stored case', async () => {
    const { env } = await register({ username: 'attrib001', password: 'Kite7Harbor', affiliateCode: 'Agent01', referralCode: 'PLAYER01', linkId: 'tid-9' });
    expect(env.success).toBe(true);
    expect(await memberRow('attrib001')).toMatchObject({ affiliate_code: 'agent01', referral_code: 'player01', link_id: 'tid-9' });
  });

  it('stores null and logs for codes naming nobody, or a player as affiliate; the registration goes through', async () => {
    const { env } = await register({ username: 'attrib002', password: 'Kite7Harbor', affiliateCode: 'player01', referralCode: 'nobody99' });
    expect(env.success).toBe(true);
    expect(await memberRow('attrib002')).toMatchObject({ affiliate_code: null, referral_code: null });
    expect(warned.some((l) => l.includes("affiliate code 'player01'"))).toBe(true);
    expect(warned.some((l) => l.includes("referral code 'nobody99'"))).toBe(true);
  });

  it('does not take another merchant\'s agent', async () => {
    await register({ username: 'attrib003', password: 'Kite7Harbor', affiliateCode: 'lottoagent' });
    expect((await memberRow('attrib003')).affiliate_code).toBeNull();
  });

  it('accepts the pixelTrack the client builds (camel-case pixel names, click ids, cookies)', async () => {
    const pixelTrack = { fbclid: 'IwAR0x', fbc: 'fb.1.1700000000000.IwAR0x', fbp: 'fb.1.1700000000000.123', facebookPixelId: 'P1', utm_source: 'push', gtag: 'G-1' };
    const { env } = await register({ username: 'pixel001', password: 'Kite7Harbor', pixelTrack });
    expect(env.success).toBe(true);
    expect((await memberRow('pixel001')).pixel_track).toEqual(pixelTrack);
  });

  it.each([
    [{ registerUrl: 'javascript:alert(1)' }, 'registerUrl'],
    [{ registerUrl: 'not a url' }, 'registerUrl'],
    [{ registerUrl: `http://localhost/${'a'.repeat(2048)}` }, 'registerUrl'],
    [{ domain: 'evil.example/path' }, 'domain'],
    [{ domain: '<b>x</b>' }, 'domain'],
    [{ linkId: 'a b' }, 'linkId'],
    [{ affiliateCode: '<script>' }, 'affiliateCode'],
    [{ referralCode: 'x'.repeat(65) }, 'referralCode'],
    [{ pixelTrack: { 'Bad Key': 'x' } }, 'pixelTrack'],
    [{ pixelTrack: { fbclid: 'a"><img>' } }, 'pixelTrack'],
    [{ loginDeviceId: 'a b' }, 'loginDeviceId'],
  ])('refuses hostile registration data %#, naming the field', async (payload, field) => {
    const { status, env } = await register({ username: 'hostile01', password: 'Kite7Harbor', ...payload });
    expect(status).toBe(400);
    expect(env.message).toContain(field);
  });
});
