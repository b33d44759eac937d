import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readRememberedMeta, saveRemembered } from '../../../src/auth/rememberedLogin.ts';
import { submitLogin } from '../../../src/auth/loginMachine.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { answer, fail, ok } from './authMocks.ts';
import { useMachineTest } from './machineHarness.ts';

const api = vi.hoisted(() => ({ loginSecure: vi.fn(), verifyLogin: vi.fn() }));
const captcha = vi.hoisted(() => ({ runCaptcha: vi.fn() }));
const imageCaptcha = vi.hoisted(() => ({ fetchImageCaptcha: vi.fn() }));
vi.mock('../../../src/api/auth.ts', () => api);
vi.mock('../../../src/captcha/index.ts', () => captcha);
vi.mock('../../../src/captcha/imageCaptcha.ts', () => imageCaptcha);
vi.mock('../../../src/lib/deviceId.ts', () => ({ getDeviceId: async () => 'd'.repeat(36) }));

const user = { type: 'username' as const, username: 'carol01', password: 'Passw0rd!' };
const PIC = 'data:image/png;base64,iVBORw0KGgo=';

useMachineTest('/m/login', [], () => { api.loginSecure.mockReset(); imageCaptcha.fetchImageCaptcha.mockReset(); });
beforeEach(() => {
  captcha.runCaptcha.mockResolvedValue({ ok: true, fields: {} });
  imageCaptcha.fetchImageCaptcha.mockResolvedValue(PIC);
});

describe('login machine: value.captcha of a refused login (production wire A2)', () => {
  it('a wrong password that asks for the picture: captcha outcome, remembered login of that account forgotten, no alert of its own', async () => {
    await saveRemembered({ type: 'username', username: 'carol01', merchant: 'acme' }, 'old');
    api.loginSecure.mockResolvedValue(fail('login.cred.err', 'wrong username or password', { captcha: true }));
    expect(await submitLogin(user, { go: null })).toEqual({ status: 'captcha', image: PIC, code: 'login.cred.err', message: 'wrong username or password' });
    expect(readRememberedMeta()).toBeNull();
    expect(ui.alerts).toEqual([]);
    expect(api.loginSecure.mock.lastCall![0]).not.toHaveProperty('captcha');
  });

  it('a refused picture code asks again with a new picture; the typed code went in the captcha field', async () => {
    api.loginSecure.mockResolvedValue(fail('captcha.invalid', 'wrong code', { captcha: true }));
    const r = await submitLogin(user, { go: null, imageCaptcha: 'K7WQ' });
    expect(r).toMatchObject({ status: 'captcha', code: 'captcha.invalid', image: PIC });
    expect(api.loginSecure.mock.lastCall![0]).toMatchObject({ captcha: 'K7WQ' });
    expect(imageCaptcha.fetchImageCaptcha).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['captcha false', { captcha: false }],
    ['no value', null],
    ['a string value', 'captcha'],
    ['an array', [true]],
  ])('%s is a plain failure: no picture fetched', async (_l, value) => {
    api.loginSecure.mockResolvedValue(fail('login.cred.err', 'wrong username or password', value));
    expect((await submitLogin(user, { go: null })).status).toBe('failure');
    expect(imageCaptcha.fetchImageCaptcha).not.toHaveBeenCalled();
  });

  it('auto login never asks anyone to read a picture: a failure, silent', async () => {
    api.loginSecure.mockResolvedValue(fail('login.cred.err', 'wrong username or password', { captcha: true }));
    expect((await submitLogin(user, { go: null, auto: true })).status).toBe('failure');
    expect(imageCaptcha.fetchImageCaptcha).not.toHaveBeenCalled();
    expect(ui.alerts).toEqual([]);
  });

  it('the right code and password log in', async () => {
    api.loginSecure.mockResolvedValue(ok(answer));
    expect(await submitLogin(user, { go: null, imageCaptcha: 'K7WQ' })).toEqual({ status: 'success', target: '/m/home' });
  });
});
