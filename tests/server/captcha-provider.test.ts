import { describe, expect, it } from 'vitest';
import { CAPTCHA_CODES, CAPTCHA_LOCAL, type GeetestV3Result, type GeetestV4Result } from '../../contract/captcha.ts';
import type { GeetestRegister } from '../../contract/auth.ts';
import { call, envelope, useApp } from './helpers.ts';

const DEMO = 'http://localhost';
const LOTTO = 'http://www.lotto.localhost';

describe('local captcha provider', () => {
  const s = useApp();
  const register = async (origin: string) => envelope<GeetestRegister>(await call(s.app, `${origin}/wps/captcha/geetest?t=${Date.now()}`));
  const verify = async (origin: string, json: unknown) => call(s.app, `${origin}${CAPTCHA_LOCAL.verify}`, { method: 'POST', json });

  it('registers a v3 challenge with gt and newCaptcha, and gives v4 only the id', async () => {
    const v3 = await register(DEMO);
    expect(v3.value).toMatchObject({ gt: 'demo-local-captcha', newCaptcha: true, version: 'v3' });
    expect(v3.value?.challenge).toMatch(/^[0-9a-f]{32}$/);
    expect((await register(DEMO)).value?.challenge).not.toBe(v3.value?.challenge);
    const v4 = await register(LOTTO);
    expect(v4.value).toMatchObject({ id: 'lotto-geetest-id', challenge: '', version: 'v4' });
  });

  it('serves both provider scripts as JavaScript speaking the GeeTest client API', async () => {
    const gt3 = await call(s.app, `${DEMO}${CAPTCHA_LOCAL.scriptV3}`);
    expect(gt3.headers.get('content-type')).toMatch(/javascript/);
    const text3 = await gt3.text();
    expect(text3).toContain('window.initGeetest =');
    expect(text3).toContain('obj.verify = open');
    const text4 = await (await call(s.app, `${DEMO}${CAPTCHA_LOCAL.scriptV4}`)).text();
    expect(text4).toContain('window.initGeetest4 =');
    expect(text4).toContain(CAPTCHA_LOCAL.verify);
  });

  it('solves only a challenge it issued, once, with seccode = validate|jordan', async () => {
    const unknown = await verify(DEMO, { challenge: 'ab'.repeat(16) });
    expect(unknown.status).toBe(400);
    expect((await envelope(unknown)).code).toBe(CAPTCHA_CODES.invalid);
    const { challenge } = (await register(DEMO)).value!;
    const solved = await envelope<GeetestV3Result>(await verify(DEMO, { challenge }));
    expect(solved.value?.geetest_challenge).toBe(challenge);
    expect(solved.value?.geetest_seccode).toBe(`${solved.value?.geetest_validate}|jordan`);
    expect((await envelope(await verify(DEMO, { challenge }))).code).toBe(CAPTCHA_CODES.invalid);
  });

  it('refuses a challenge issued to another merchant and hostile input', async () => {
    const { challenge } = (await register(DEMO)).value!;
    // lotto runs v4: a v3 challenge is no captcha id there.
    expect((await verify(LOTTO, { challenge })).status).toBe(400);
    expect((await envelope(await verify(DEMO, { challenge: 'not-hex\n' }))).code).toBe('request.invalid');
    expect((await verify(DEMO, '[1,2]')).status).toBe(400);
  });

  it('issues v4 results only for the merchant\'s own captcha id', async () => {
    expect((await envelope(await verify(LOTTO, { captchaId: 'someone-else' }))).code).toBe(CAPTCHA_CODES.invalid);
    const ok = await envelope<GeetestV4Result>(await verify(LOTTO, { captchaId: 'lotto-geetest-id' }));
    expect(ok.value).toMatchObject({ captcha_id: 'lotto-geetest-id' });
    for (const k of ['lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const) expect(ok.value?.[k]).toMatch(/^\d+$|^[0-9a-f]{32,}$/);
  });
});
