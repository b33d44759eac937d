import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_CODES, CAPTCHA_LOCAL } from '../../../contract/captcha.ts';
import { providerScript } from '../../../server/captcha/provider-script.ts';
import { runCaptcha } from '../../../src/captcha/index.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { fail, json, ok, resetApi, statusInfo, stubFetch, type Call } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

// The boundary: instead of a <script> tag, the local provider's real script runs in this document.
const script = vi.hoisted(() => ({ loads: [] as string[], failures: 0, configs: [] as unknown[] }));
vi.mock('../../../src/captcha/loadScript.ts', () => ({
  loadScript: vi.fn(async (src: string) => {
    script.loads.push(src);
    if (script.failures > 0) {
      script.failures -= 1;
      throw new Error('script failed to load');
    }
    new Function(providerScript(src.includes('gt4') ? 'v4' : 'v3'))();
    // Record what the adapter hands the provider.
    const w = window as unknown as Record<string, (config: unknown, cb: unknown) => void>;
    for (const name of ['initGeetest', 'initGeetest4']) {
      const init = w[name];
      if (init) w[name] = (config, cb) => { script.configs.push(config); init(config, cb); };
    }
  }),
}));

type Version = 'v3' | 'v4';
function useMerchant(version: Version, flags: Partial<{ login: boolean; sms: boolean; register: boolean }>): void {
  merchant.status = ref(statusInfo({
    register: { captcha: { enabled: true, login: false, sms: false, register: false, ...flags }, passwordRequired: true },
    gw: { GEETEST_ID: 'local-id', GEETEST_VERSION: version, PROFILE_ICON_COUNT: 9, LINE_CLIENT_ID: '', GEETEST_SCRIPT_URL: version === 'v4' ? CAPTCHA_LOCAL.scriptV4 : CAPTCHA_LOCAL.scriptV3 },
  }));
}

const CHALLENGE = 'c'.repeat(32);
let registerAnswers: Array<() => Response> = [];
let verifyAnswer: () => Response = () => json(ok({ geetest_challenge: CHALLENGE, geetest_validate: 'v'.repeat(32), geetest_seccode: `${'v'.repeat(32)}|jordan` }));
let calls: Call[] = [];

beforeEach(() => {
  resetApi();
  script.loads = [];
  script.failures = 0;
  script.configs = [];
  registerAnswers = [];
  calls = stubFetch((c) => {
    if (c.url.includes('/wps/captcha/geetest')) return (registerAnswers.shift() ?? (() => json(ok({ gt: 'local-id', challenge: CHALLENGE, newCaptcha: true, id: 'local-id', version: 'v3' }))))();
    if (c.url.includes(CAPTCHA_LOCAL.verify)) return verifyAnswer();
    return json(fail('not.found'), 404);
  });
});
afterEach(() => {
  document.querySelectorAll('.tessera-captcha').forEach((e) => e.remove());
  vi.unstubAllGlobals();
  merchant.status = null;
});

async function button(name: RegExp): Promise<HTMLButtonElement> {
  await eventually(() => {
    if (![...document.querySelectorAll('button')].some((b) => name.test(b.textContent ?? ''))) throw new Error('no button yet');
  });
  return [...document.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
}
const registers = () => calls.filter((c) => c.url.includes('/wps/captcha/geetest')).length;

describe('runCaptcha', () => {
  it('is skipped (no call, no script) unless the scene\'s display flag is on', async () => {
    useMerchant('v3', { login: false, register: true });
    expect(await runCaptcha('login')).toEqual({ ok: true, fields: {} });
    expect(calls).toHaveLength(0);
    expect(script.loads).toHaveLength(0);
  });

  it('v3: loads the merchant\'s script, and the player\'s pass becomes challenge and seccode', async () => {
    useMerchant('v3', { login: true });
    const run = runCaptcha('login');
    (await button(/not a robot/)).click();
    expect(script.configs).toEqual([expect.objectContaining({ gt: 'local-id', challenge: CHALLENGE, new_captcha: true, product: 'bind' })]);
    expect(await run).toEqual({ ok: true, fields: { geetestChallenge: CHALLENGE, geetestSeccode: `${'v'.repeat(32)}|jordan` } });
    expect(script.loads).toEqual([CAPTCHA_LOCAL.scriptV3]);
    expect(calls.find((c) => c.url.includes(CAPTCHA_LOCAL.verify))?.body).toBe(JSON.stringify({ challenge: CHALLENGE }));
  });

  it('closing means verify_first', async () => {
    useMerchant('v3', { register: true });
    const run = runCaptcha('register');
    (await button(/^Close$/)).click();
    expect(await run).toMatchObject({ ok: false, code: CAPTCHA_CODES.verifyFirst });
  });

  it('rejects a second request while one is verifying', async () => {
    useMerchant('v3', { login: true });
    const first = runCaptcha('login');
    await button(/not a robot/);
    expect(await runCaptcha('login')).toMatchObject({ ok: false, code: 'verify geetest too fast' });
    (await button(/^Close$/)).click();
    await first;
    // Once the first has ended, a new one may start.
    const again = runCaptcha('login');
    (await button(/^Close$/)).click();
    expect(await again).toMatchObject({ code: CAPTCHA_CODES.verifyFirst });
  });

  it('SMS supports only v4: under v3 it says "Geetest service not work" without loading anything', async () => {
    useMerchant('v3', { sms: true });
    expect(await runCaptcha('sms')).toMatchObject({ ok: false, code: 'Geetest service not work' });
    expect(calls).toHaveLength(0);
  });

  it('retries a set-up failure exactly once', async () => {
    useMerchant('v3', { login: true });
    registerAnswers = [() => json(fail('internal.error'), 500)];
    const run = runCaptcha('login');
    (await button(/not a robot/)).click();
    expect((await run).ok).toBe(true);
    expect(registers()).toBe(2);
  });

  it('gives up after the retry also fails, whether the call or the script fails', async () => {
    useMerchant('v3', { login: true });
    registerAnswers = [() => json(fail('internal.error'), 500)];
    script.failures = 1;
    expect(await runCaptcha('login')).toMatchObject({ ok: false, code: CAPTCHA_CODES.failed });
    expect(registers()).toBe(2);
  });

  it('v4: 5 s time-out, success UI hidden, and the result goes out as geetestValidateV4', async () => {
    useMerchant('v4', { sms: true });
    registerAnswers = [() => json(ok({ gt: 'local-id', challenge: '', newCaptcha: true, id: 'local-id', version: 'v4' }))];
    const v4 = { lot_number: 'l'.repeat(32), captcha_output: 'o'.repeat(48), pass_token: 'p'.repeat(48), gen_time: '1700000000', captcha_id: 'local-id' };
    verifyAnswer = () => json(ok(v4));
    const run = runCaptcha('sms');
    const pass = await button(/not a robot/);
    expect(script.loads).toEqual([CAPTCHA_LOCAL.scriptV4]);
    expect(script.configs).toEqual([expect.objectContaining({ captchaId: 'local-id', product: 'bind', timeout: 5000, hideSuccess: true })]);
    pass.click();
    const outcome = await run;
    expect(outcome).toEqual({ ok: true, fields: { geetestValidateV4: JSON.stringify(v4) } });
    expect(calls.find((c) => c.url.includes(CAPTCHA_LOCAL.verify))?.body).toBe(JSON.stringify({ captchaId: 'local-id' }));
  });

  it('a provider error after set-up reports its code and message', async () => {
    useMerchant('v3', { login: true });
    verifyAnswer = () => json(fail('captcha.invalid', 'unknown challenge'), 400);
    const run = runCaptcha('login');
    (await button(/not a robot/)).click();
    const outcome = await run;
    expect(outcome).toMatchObject({ ok: false, code: 'captcha.invalid' });
    expect(registers()).toBe(1);
  });
});
