import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_CODES, type CaptchaFields, type CaptchaScene } from '../../contract/captcha.ts';
import { RESULT_TTL_MS } from '../../server/captcha/shared-store.ts';
import { sharedCaptchaStore } from '../../server/captcha/shared-store.ts';
import { requireCaptcha } from '../../server/captcha/verify.ts';
import type { AppDeps, AppEnv } from '../../server/http/app-env.ts';
import { merchantContext } from '../../server/http/merchant-context.ts';
import { onError } from '../../server/http/reply.ts';
import type { MerchantConfig } from '../../server/merchants/merchant-config.ts';
import { useDb } from './db.ts';

/** requireCaptcha behind the real merchant middleware and error envelope, on a seeded database. */
describe('requireCaptcha', () => {
  const s = useDb();
  let clock = 1_000_000;
  const deps = () => ({ db: s.db, now: () => clock, logWarn: () => undefined, logError: () => undefined }) as unknown as AppDeps;
  const app = () => {
    const a = new Hono<AppEnv>();
    a.onError(onError(deps()));
    a.use('/wps/*', merchantContext(s.db));
    a.post('/wps/test/:scene', async (c) => {
      await requireCaptcha(c, deps(), c.req.param('scene') as CaptchaScene, await c.req.json<CaptchaFields>());
      return c.json({ success: true, value: null, code: null, message: null });
    });
    return a;
  };
  const attempt = async (origin: string, scene: CaptchaScene, fields: CaptchaFields) => {
    const res = await app().request(`${origin}/wps/test/${scene}`, { method: 'POST', body: JSON.stringify(fields) });
    return ((await res.json()) as { code: string | null }).code;
  };
  async function configure(code: string, patch: (c: MerchantConfig) => void): Promise<void> {
    const row = await s.db.selectFrom('merchants').select('config').where('code', '=', code).executeTakeFirstOrThrow();
    const config = structuredClone(row.config);
    patch(config);
    await s.db.updateTable('merchants').set({ config: JSON.stringify(config) }).where('code', '=', code).execute();
  }
  const v3Result = async () => {
    const store = sharedCaptchaStore(s.db);
    const challenge = await store.issueChallenge('demo', clock);
    const r = (await store.solveV3('demo', challenge, clock))!;
    return { geetestChallenge: r.geetest_challenge, geetestSeccode: r.geetest_seccode };
  };
  const v4Result = async (merchant = 'club', id = 'club-local-captcha') => ({ geetestValidateV4: JSON.stringify(await sharedCaptchaStore(s.db).solveV4(merchant, id, clock)) });

  it('lets every scene through while the display flags are off', async () => {
    for (const scene of ['login', 'sms', 'register'] as const) expect(await attempt('http://localhost', scene, {})).toBeNull();
  });

  it('needs the master switch as well as the scene flag', async () => {
    await configure('demo', (c) => { c.register.captcha = { enabled: false, login: true, sms: false, register: false }; });
    expect(await attempt('http://localhost', 'login', {})).toBeNull();
    await configure('demo', (c) => { c.register.captcha = { enabled: true, login: true, sms: true, register: false }; });
    expect(await attempt('http://localhost', 'login', {})).toBe(CAPTCHA_CODES.required);
    expect(await attempt('http://localhost', 'register', {})).toBeNull();
  });

  it('accepts a v3 result it issued exactly once', async () => {
    const fields = await v3Result();
    expect(await attempt('http://localhost', 'login', fields)).toBeNull();
    expect(await attempt('http://localhost', 'login', fields)).toBe(CAPTCHA_CODES.invalid);
  });

  it('refuses a forged seccode, an unsolved challenge and an expired result', async () => {
    const forged = await v3Result();
    expect(await attempt('http://localhost', 'login', { ...forged, geetestSeccode: `${'0'.repeat(32)}|jordan` })).toBe(CAPTCHA_CODES.invalid);
    const unsolved = await sharedCaptchaStore(s.db).issueChallenge('demo', clock);
    expect(await attempt('http://localhost', 'login', { geetestChallenge: unsolved, geetestSeccode: 'x|jordan' })).toBe(CAPTCHA_CODES.invalid);
    const late = await v3Result();
    clock += RESULT_TTL_MS + 1;
    expect(await attempt('http://localhost', 'login', late)).toBe(CAPTCHA_CODES.invalid);
  });

  it('refuses SMS under v3: only v4 can guard it', async () => {
    expect(await attempt('http://localhost', 'sms', await v3Result())).toBe(CAPTCHA_CODES.notWork);
  });

  it('accepts a v4 result once, for its own merchant and captcha id only', async () => {
    const origin = 'http://www.club.localhost';
    const ok = await v4Result();
    expect(await attempt(origin, 'sms', ok)).toBeNull();
    expect(await attempt(origin, 'sms', ok)).toBe(CAPTCHA_CODES.invalid);
    expect(await attempt(origin, 'login', await v4Result('lotto', 'lotto-geetest-id'))).toBe(CAPTCHA_CODES.invalid);
    expect(await attempt(origin, 'login', await v4Result('club', 'other-id'))).toBe(CAPTCHA_CODES.invalid);
    const tampered = JSON.parse((await v4Result()).geetestValidateV4) as Record<string, string>;
    expect(await attempt(origin, 'register', { geetestValidateV4: JSON.stringify({ ...tampered, pass_token: 'f'.repeat(48) }) })).toBe(CAPTCHA_CODES.invalid);
    for (const bad of ['not json', '[]', '{"lot_number":1}', 'x'.repeat(5000)]) {
      expect(await attempt(origin, 'register', { geetestValidateV4: bad })).toBe(CAPTCHA_CODES.invalid);
    }
    expect(await attempt(origin, 'register', { geetestChallenge: 'a', geetestSeccode: 'b' })).toBe(CAPTCHA_CODES.required);
  });
});
