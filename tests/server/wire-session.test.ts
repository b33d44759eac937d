// Production wire rows A2, A9, A10 (/mail), A13: the reference server answers production's methods and shapes,
// and still accepts the earlier ones.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, REGISTER_MODULES, TRACE_ID_HEADER, type RegisterResponse } from '../../contract/auth.ts';
import { VERIFICATION_PATHS, type MailCodeAnswer } from '../../contract/verification.ts';
import { WPS, type LoginResponse, type MemberInfo } from '../../contract/wps.ts';
import { up as addMemberEmail } from '../../server/db/migrations/0011_member_email.ts';
import type { MerchantConfig } from '../../server/merchants/merchant-config.ts';
import { postEnv } from './auth-fixtures.ts';
import { call, DEMO, envelope, login, secureCall, SEED_PASSWORD, useApp } from './helpers.ts';

const s = useApp();
const base = {
  login: true, registerMethod: 'H5', registerUrl: 'http://localhost/m/register?affiliateCode=x&r=1', loginDeviceId: 'd'.repeat(36),
  isOfficialAppLogin: false, linkId: null, affiliateCode: null, domain: 'localhost', referralCode: null, pixelTrack: null,
  device: 'PWA', utmSource: 'ads', preRegisterRewardToken: 'tok-1',
};

beforeAll(async () => {
  await addMemberEmail(s.db as never);
  const row = await s.db.selectFrom('merchants').select('config').where('code', '=', 'demo').executeTakeFirstOrThrow();
  const config = row.config as MerchantConfig & { whitelabel: Record<string, boolean> };
  config.whitelabel.MAILREG3 = true;
  await s.db.updateTable('merchants').set({ config: sql`${JSON.stringify(config)}::jsonb` }).where('code', '=', 'demo').execute();
});

describe('login answer (A2)', () => {
  it('carries spanId in the x-app-trace-id header, the same as value.spanId', async () => {
    const res = await secureCall(s.app, `${DEMO}${WPS.login}`, {
      username: 'player01', password: SEED_PASSWORD, type: 'username', device: 'IPAD', utmSource: 'ads', locoUid: 'u1',
    }, { merchant: 'demo', headers: { Device: 'IPAD' } });
    const env = await envelope<LoginResponse>(res);
    expect(env.success).toBe(true);
    expect(res.headers.get(TRACE_ID_HEADER)).toBe(env.value?.spanId);
  });
});

describe('logout (A9)', () => {
  it.each(['DELETE', 'POST'])('%s ends the session', async (method) => {
    const { token } = await login(s.app, 'player01');
    const res = await call(s.app, `${DEMO}${WPS.logout}`, { method, headers: { Merchant: 'demo', Authorization: token } });
    expect((await envelope(res)).success).toBe(true);
    expect((await call(s.app, `${DEMO}${WPS.memberInfo}`, { headers: { Merchant: 'demo', Authorization: token } })).status).toBe(401);
  });
});

describe('member language (A13)', () => {
  it('PUT {language} with the Merchant header changes it; POST with merchantCode still does', async () => {
    const { token } = await login(s.app, 'player01');
    const headers = { Merchant: 'demo', Authorization: token };
    const put = await call(s.app, `${DEMO}${WPS.memberLanguage}`, { method: 'PUT', headers, json: { language: 'th' } });
    expect(await envelope(put)).toMatchObject({ success: true, value: { language: 'TH' } });
    const info = await envelope<MemberInfo>(await call(s.app, `${DEMO}${WPS.memberInfo}`, { headers }));
    expect(info.value?.language).toBe('TH');
    const post = await call(s.app, `${DEMO}${WPS.memberLanguage}`, { method: 'POST', headers, json: { language: 'EN', merchantCode: 'demo' } });
    expect((await envelope(post)).success).toBe(true);
    const other = await call(s.app, `${DEMO}${WPS.memberLanguage}`, { method: 'PUT', headers, json: { language: 'EN', merchantCode: 'lotto' } });
    expect(other.status).toBe(400);
  });
});

describe('email registration (A10 /mail)', () => {
  it('PUT /register/mail with REG3 and the mailed code registers and logs in; a wrong code is refused', async () => {
    const email = 'wire.mail@example.com';
    const sent = await postEnv<MailCodeAnswer>(s.app, VERIFICATION_PATHS.mailRegister, { email, operationType: 1 });
    const code = sent.env.value!.devCode!;
    const put = (verificationCode: string, username: string) => secureCall(s.app, `${DEMO}${AUTH_PATHS.registerMail}`,
      { ...base, email, username, password: 'Kite7Harbor', verificationCode }, { merchant: 'demo', method: 'PUT', headers: { ModuleId: REGISTER_MODULES.email } });
    const wrong = await envelope(await put(code === '000000' ? '000001' : '000000', 'mailer001'));
    expect(wrong.success).toBe(false);
    const res = await put(code, 'mailer001');
    const env = await envelope<RegisterResponse>(res);
    expect(env).toMatchObject({ success: true, value: { userName: 'mailer001' } });
    expect(res.headers.get(TRACE_ID_HEADER)).toMatch(/^[0-9a-f]{16}$/);
    const { rows } = await sql<{ email: string }>`select email from members where username = 'mailer001'`.execute(s.db);
    expect(rows[0]?.email).toBe(email);
  });
});
