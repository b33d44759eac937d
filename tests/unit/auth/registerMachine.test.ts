import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_LOGIN_KEY } from '../../../src/auth/autoLoginSwitch.ts';
import { submitRegister } from '../../../src/auth/registerMachine.ts';
import { readRememberedMeta, readRememberedPassword } from '../../../src/auth/rememberedLogin.ts';
import { state as auth, openRegister } from '../../../src/state/auth.ts';
import { state as session } from '../../../src/state/session.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { fail, ok, withMerchant } from './authMocks.ts';
import { useMachineTest } from './machineHarness.ts';

const api = vi.hoisted(() => ({ loginSecure: vi.fn(), verifyLogin: vi.fn(), registerMember: vi.fn(), sendSmsCode: vi.fn(), changePassword: vi.fn() }));
const captcha = vi.hoisted(() => ({ runCaptcha: vi.fn() }));
vi.mock('../../../src/api/auth.ts', () => api);
vi.mock('../../../src/captcha/index.ts', () => captcha);
vi.mock('../../../src/lib/deviceId.ts', () => ({ getDeviceId: async () => 'd'.repeat(36) }));

const registered = { token: 'reg-tok', userName: 'newbie77', customerName: 'newbie77', id: '41', customerId: '41', firstTimeLogin: true };
const form = { kind: 'username' as const, username: 'newbie77', password: 'Passw0rd1' };
const mobileForm = { kind: 'mobile' as const, countryDialingCode: '66', mobileNum: '812345670', smsCode: '123456' };

useMachineTest('/m/register', ['REG3', 'MOBILENUMREG3']);
beforeEach(() => {
  captcha.runCaptcha.mockResolvedValue({ ok: true, fields: { geetestValidateV4: 'v4' } });
  api.registerMember.mockResolvedValue(ok(registered));
});

describe('registration machine (spec section 4)', () => {
  it('username registration: captcha, REG3 payload, session with the first-time flag, then /m/home', async () => {
    openRegister();
    const r = await submitRegister(form, { go: null });
    expect(r).toEqual({ status: 'success', value: registered, target: '/m/home' });
    const [payload, kind] = api.registerMember.mock.calls[0]!;
    expect(kind).toBe('username');
    expect(payload).toMatchObject({ username: 'newbie77', password: 'Passw0rd1', login: true, geetestValidateV4: 'v4', registerMethod: 'H5' });
    expect(session.info).toMatchObject({ token: 'reg-tok', userName: 'newbie77', id: '41', firstTimeLogin: true });
    expect(auth.registerOpen).toBe(false);
    expect(auth.registerPhase).toBe('success');
  });

  it('goes to a valid go target; a hostile one falls back to /m/home', async () => {
    expect((await submitRegister(form, { go: '/m/activity?id=3' })).status === 'success' && auth.registerPhase).toBe('success');
    await vi.advanceTimersByTimeAsync(500);
    const r = await submitRegister(form, { go: 'https://evil.example/m/home' });
    expect(r.status === 'success' && r.target).toBe('/m/home');
  });

  it('mobile registration without the password-required setting sends no password', async () => {
    withMerchant(['MOBILENUMREG3'], { register: { captcha: { enabled: false, login: false, sms: false, register: false }, passwordRequired: false } });
    await submitRegister(mobileForm, { go: null });
    const [payload, kind] = api.registerMember.mock.calls[0]!;
    expect(kind).toBe('mobile');
    expect(payload).not.toHaveProperty('password');
    expect(payload).toMatchObject({ mobileNum: '812345670', countryDialingCode: '66', smsCode: '123456' });
  });

  it('five fast submits send one registration', async () => {
    const all = await Promise.all(Array.from({ length: 5 }, () => submitRegister(form, { go: null })));
    expect(api.registerMember).toHaveBeenCalledTimes(1);
    expect(all.filter((r) => r.status === 'busy')).toHaveLength(4);
  });

  it('a captcha result already present is used without asking again', async () => {
    await submitRegister(form, { go: null, captcha: { geetestSeccode: 'given' } });
    expect(captcha.runCaptcha).not.toHaveBeenCalled();
    expect(api.registerMember.mock.calls[0]![0]).toMatchObject({ geetestSeccode: 'given' });
  });

  it('an error alerts the server message titled with the notice; the next submit runs a fresh captcha', async () => {
    api.registerMember.mockResolvedValue(fail('register.username.exists', 'username is taken'));
    const r = await submitRegister(form, { go: null });
    expect(r).toEqual({ status: 'failure', code: 'register.username.exists', message: 'username is taken' });
    expect(ui.alerts).toMatchObject([{ message: 'username is taken', title: 'register_failed' }]);
    expect(session.info).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    await submitRegister(form, { go: null });
    expect(captcha.runCaptcha).toHaveBeenCalledTimes(2);
  });

  it('remembers the new login when auto login is enabled, sealed', async () => {
    withMerchant(['REG3', 'MOBILEAUTOLOGIN3']);
    await submitRegister(form, { go: null });
    expect(readRememberedMeta()).toEqual({ type: 'username', username: 'newbie77', merchant: 'acme' });
    expect(await readRememberedPassword()).toBe('Passw0rd1');
  });

  it('does not remember it when MOBILEAUTOLOGIN3 is off or the switch is "0"', async () => {
    await submitRegister(form, { go: null });
    expect(readRememberedMeta()).toBeNull();
    withMerchant(['REG3', 'MOBILEAUTOLOGIN3']);
    localStorage.setItem(AUTO_LOGIN_KEY, '0');
    await vi.advanceTimersByTimeAsync(500);
    await submitRegister(form, { go: null });
    expect(readRememberedMeta()).toBeNull();
  });

  it('login false returns the answer without a session', async () => {
    api.registerMember.mockResolvedValue(ok({ ...registered, token: '' }));
    const r = await submitRegister(form, { go: null, login: false });
    expect(r).toMatchObject({ status: 'success', target: null });
    expect(api.registerMember.mock.calls[0]![0]).toMatchObject({ login: false });
    expect(session.info).toBeNull();
  });

  it('a malformed answer is an error, not a session', async () => {
    api.registerMember.mockResolvedValue(ok({ userName: 5 }));
    expect((await submitRegister(form, { go: null })).status).toBe('failure');
    expect(session.info).toBeNull();
    expect(ui.alerts).toHaveLength(1);
  });
});
