import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readRememberedMeta, readRememberedPassword, saveRemembered } from '../../../src/auth/rememberedLogin.ts';
import { AUTO_LOGIN_KEY } from '../../../src/auth/autoLoginSwitch.ts';
import { submitLogin } from '../../../src/auth/loginMachine.ts';
import { submitVerification } from '../../../src/auth/verification.ts';
import { state as auth, openLogin } from '../../../src/state/auth.ts';
import { state as session } from '../../../src/state/session.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { answer, fail, ok, withMerchant } from './authMocks.ts';
import { useMachineTest } from './machineHarness.ts';

const api = vi.hoisted(() => ({ loginSecure: vi.fn(), verifyLogin: vi.fn(), registerMember: vi.fn(), sendSmsCode: vi.fn(), changePassword: vi.fn() }));
const captcha = vi.hoisted(() => ({ runCaptcha: vi.fn() }));
vi.mock('../../../src/api/auth.ts', () => api);
vi.mock('../../../src/captcha/index.ts', () => captcha);
const imageCaptcha = vi.hoisted(() => ({ fetchImageCaptcha: vi.fn() }));
vi.mock('../../../src/captcha/imageCaptcha.ts', () => imageCaptcha);
vi.mock('../../../src/lib/deviceId.ts', () => ({ getDeviceId: async () => 'd'.repeat(36) }));

const user = { type: 'username' as const, username: ' carol01 ', password: 'Passw0rd!' };

useMachineTest('/m/login', ['MOBILEAUTOLOGIN3'], () => { api.loginSecure.mockReset(); api.verifyLogin.mockReset(); });
beforeEach(() => {
  captcha.runCaptcha.mockResolvedValue({ ok: true, fields: { geetestValidateV4: 'v4' } });
  api.loginSecure.mockResolvedValue(ok(answer));
});

describe('login machine', () => {
  it('sends the login request fields of spec section 3 with the captcha and device fields', async () => {
    await submitLogin(user, { go: null });
    expect(api.loginSecure).toHaveBeenCalledWith({
      username: 'carol01', password: 'Passw0rd!', type: 'username', geetestValidateV4: 'v4',
      loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false,
    });
    // A browser tab has no device type: production sends no device field (never 'MOBILE').
    expect(api.loginSecure.mock.calls[0]![0]).not.toHaveProperty('device');
  });

  it('success: session set, dialogs closed, go target; phase success', async () => {
    openLogin();
    const r = await submitLogin(user, { go: '/m/game' });
    expect(r).toEqual({ status: 'success', target: '/m/game' });
    expect(session.info).toMatchObject({ token: 'tok-1', userName: 'carol01', merchantCode: 'acme', id: '7' });
    expect(auth.loginOpen).toBe(false);
    expect(auth.loginPhase).toBe('success');
  });

  it.each([
    ['first login', { firstTimeLogin: true }, [], 'username'],
    ['expired password with PWDEXPFORCECHANGE3', { passwordExpired: true }, ['PWDEXPFORCECHANGE3'], 'username'],
    ['the default password', { defaultPassword: true }, [], 'username'],
  ] as const)('%s → /m/changePsw', async (_l, over, flags, _m) => {
    withMerchant([...flags]);
    api.loginSecure.mockResolvedValue(ok({ ...answer, ...over }));
    expect(await submitLogin(user, { go: '/m/game' })).toEqual({ status: 'success', target: '/m/changePsw' });
  });

  it('an expired password without PWDEXPFORCECHANGE3, and the default password on an SMS login, force nothing', async () => {
    api.loginSecure.mockResolvedValue(ok({ ...answer, passwordExpired: true }));
    expect(await submitLogin(user, { go: null })).toEqual({ status: 'success', target: '/m/home' });
    await vi.advanceTimersByTimeAsync(500);
    api.loginSecure.mockResolvedValue(ok({ ...answer, defaultPassword: true }));
    const sms = { type: 'sms' as const, countryDialingCode: '63', mobileNum: '9171234567', code: '123456' };
    expect(await submitLogin(sms, { go: null })).toEqual({ status: 'success', target: '/m/home' });
  });

  it('an SMS login skips the captcha and sends the number, its dialing code and the code', async () => {
    await submitLogin({ type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', code: '123456' }, { go: null });
    expect(captcha.runCaptcha).not.toHaveBeenCalled();
    expect(api.loginSecure.mock.calls[0]![0]).toMatchObject({ type: 'sms', isSms: true, username: '9171234567', countryDialingCode: '63', password: '123456' });
  });

  it('five fast submits send exactly one login; after the 500 ms cool-down another is accepted', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => submitLogin(user, { go: null })));
    expect(api.loginSecure).toHaveBeenCalledTimes(1);
    expect(results.filter((r) => r.status === 'busy')).toHaveLength(4);
    expect((await submitLogin(user, { go: null })).status).toBe('busy');
    await vi.advanceTimersByTimeAsync(500);
    await submitLogin(user, { go: null });
    expect(api.loginSecure).toHaveBeenCalledTimes(2);
  });

  it('remember checked saves a sealed entry and the auto-login switch; unchecked clears it', async () => {
    await submitLogin(user, { go: null, remember: { save: true, autoLogin: false } });
    expect(readRememberedMeta()).toEqual({ type: 'username', username: 'carol01', merchant: 'acme' });
    expect(await readRememberedPassword()).toBe('Passw0rd!');
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
    await vi.advanceTimersByTimeAsync(500);
    await submitLogin(user, { go: null, remember: { save: false, autoLogin: true } });
    expect(readRememberedMeta()).toBeNull();
  });

  it('a captcha failure sends nothing and alerts its message', async () => {
    captcha.runCaptcha.mockResolvedValue({ ok: false, code: 'verify_first', message: 'Please complete the verification first.' });
    const r = await submitLogin(user, { go: null });
    expect(r.status).toBe('failure');
    expect(api.loginSecure).not.toHaveBeenCalled();
    expect(ui.alerts.map((a) => a.message)).toEqual(['Please complete the verification first.']);
  });

  it('login.cred.err: the server message in a notice; the remembered login of this account is removed', async () => {
    await saveRemembered({ type: 'username', username: 'carol01', merchant: 'acme' }, 'old');
    api.loginSecure.mockResolvedValue(fail('login.cred.err', 'wrong username or password'));
    const r = await submitLogin(user, { go: null });
    expect(r).toEqual({ status: 'failure', code: 'login.cred.err', message: 'wrong username or password' });
    expect(ui.alerts.map((a) => a.message)).toEqual(['wrong username or password']);
    expect(readRememberedMeta()).toBeNull();
    expect(session.info).toBeNull();
    expect(auth.loginPhase).toBe('failure');
  });

  it('a failed login for another account keeps the remembered one', async () => {
    await saveRemembered({ type: 'username', username: 'someoneelse', merchant: 'acme' }, 'old');
    api.loginSecure.mockResolvedValue(fail('not.exists.user', 'user does not exist'));
    await submitLogin(user, { go: null });
    expect(readRememberedMeta()?.username).toBe('someoneelse');
  });

  it('token_ip_different turns auto login off', async () => {
    api.loginSecure.mockResolvedValue(fail('token_ip_different', 'bound'));
    await submitLogin(user, { go: null });
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
  });

  it('TOO_MANY_REQUEST codes are silent', async () => {
    api.loginSecure.mockResolvedValue(fail('TOO_MANY_REQUEST_PER_IP', 'slow down'));
    await submitLogin(user, { go: null });
    expect(ui.alerts).toHaveLength(0);
  });

  it('a malformed success answer writes no session and says so', async () => {
    api.loginSecure.mockResolvedValue(ok({ ...answer, token: '' }));
    expect((await submitLogin(user, { go: null })).status).toBe('failure');
    expect(session.info).toBeNull();
    expect(ui.alerts).toHaveLength(1);
  });

  it('login_verify_required opens the verification dialog; the code completes the login with the same go', async () => {
    api.loginSecure.mockResolvedValue(fail('login_verify_required', 'second step', { email: true, ga: false, sms: true, challengeId: 'challenge-123456' }));
    expect(await submitLogin(user, { go: '/m/game' })).toEqual({ status: 'verify' });
    expect(auth.verification).toEqual({ challengeId: 'challenge-123456', flags: { email: true, ga: false, sms: true } });
    expect(ui.alerts).toHaveLength(0);
    api.verifyLogin.mockResolvedValueOnce(fail('login.verify.code.invalid', 'the verification code is wrong'));
    expect(await submitVerification('sms', '000000')).toEqual({ ok: false, message: 'the verification code is wrong' });
    api.verifyLogin.mockResolvedValueOnce(ok(answer));
    expect(await submitVerification('sms', ' 123456 ')).toEqual({ ok: true, target: '/m/game' });
    expect(api.verifyLogin).toHaveBeenLastCalledWith(
      { challengeId: 'challenge-123456', method: 'sms', code: '123456', username: 'carol01', password: 'Passw0rd!', loginDeviceId: 'd'.repeat(36) }, undefined,
    );
    expect(session.info?.token).toBe('tok-1');
    expect(auth.verification).toBeNull();
  });

  it("production's login_verify_required value has no challengeId: the step still opens and sends none", async () => {
    api.loginSecure.mockResolvedValue(fail('login_verify_required', 'second step', { email: false, ga: true, sms: false }));
    expect(await submitLogin(user, { go: null })).toEqual({ status: 'verify' });
    api.verifyLogin.mockResolvedValueOnce(ok(answer));
    expect(await submitVerification('ga', '654321')).toEqual({ ok: true, target: '/m/home' });
    expect(api.verifyLogin.mock.lastCall![0]).not.toHaveProperty('challengeId');
    expect(api.verifyLogin.mock.lastCall![0]).toMatchObject({ method: 'ga', code: '654321', username: 'carol01' });
  });

  it('a failure whose value asks for the image captcha answers captcha with the image; the next try sends the typed code', async () => {
    imageCaptcha.fetchImageCaptcha.mockResolvedValue('data:image/png;base64,AAAA');
    api.loginSecure.mockResolvedValue(fail('login.captcha.required', 'enter the captcha', { captcha: true }));
    expect(await submitLogin(user, { go: null })).toEqual({ status: 'captcha', image: 'data:image/png;base64,AAAA', code: 'login.captcha.required', message: 'enter the captcha' });
    expect(ui.alerts).toHaveLength(0);
    expect(auth.loginPhase).toBe('idle');
  });

  it('the try after the image captcha sends the typed code in the captcha field', async () => {
    api.loginSecure.mockResolvedValue(ok(answer));
    expect((await submitLogin(user, { go: null, imageCaptcha: 'x7Kq' })).status).toBe('success');
    expect(api.loginSecure.mock.lastCall![0]).toMatchObject({ captcha: 'x7Kq', geetestValidateV4: 'v4' });
  });

  it('login_verify_required without usable flags is a plain failure', async () => {
    api.loginSecure.mockResolvedValue(fail('login_verify_required', 'second step', { email: false, ga: false, sms: false, challengeId: 'challenge-123456' }));
    expect((await submitLogin(user, { go: null })).status).toBe('failure');
    expect(auth.verification).toBeNull();
  });
});
