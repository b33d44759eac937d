import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_LOGIN_KEY } from '../../../src/auth/autoLoginSwitch.ts';
import { autoLoginNavigation, autoLoginOnMount } from '../../../src/auth/autoLoginGate.ts';
import { runAutoLogin } from '../../../src/auth/autoLogin.ts';
import { REMEMBER_KEY, readRememberedMeta, saveRemembered } from '../../../src/auth/rememberedLogin.ts';
import { setSession, state as session } from '../../../src/state/session.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { answer, fail, ok, withMerchant } from './authMocks.ts';
import { useMachineTest } from './machineHarness.ts';
import { setUrl, statusInfo } from '../ui/helpers.ts';

const api = vi.hoisted(() => ({ loginSecure: vi.fn(), verifyLogin: vi.fn(), registerMember: vi.fn(), sendSmsCode: vi.fn(), changePassword: vi.fn() }));
vi.mock('../../../src/api/auth.ts', () => api);
vi.mock('../../../src/captcha/index.ts', () => ({ runCaptcha: async () => ({ ok: true, fields: {} }) }));
vi.mock('../../../src/lib/deviceId.ts', () => ({ getDeviceId: async () => 'd'.repeat(36) }));

const remember = () => saveRemembered({ type: 'username', username: 'carol01', merchant: 'acme' }, 'Passw0rd!');

useMachineTest('/m/home', ['MOBILEAUTOLOGIN3']);
beforeEach(async () => {
  api.loginSecure.mockResolvedValue(ok(answer));
  await remember();
});

describe('auto login on mount', () => {
  it('replays the remembered login with its unsealed password and sets the session', async () => {
    expect(await runAutoLogin()).toEqual({ ran: true, target: '/m/home' });
    expect(api.loginSecure.mock.calls[0]![0]).toMatchObject({ username: 'carol01', password: 'Passw0rd!', type: 'username' });
    expect(session.info?.token).toBe('tok-1');
    expect(readRememberedMeta()?.username).toBe('carol01');
  });

  it.each([
    ['a session exists', () => setSession({ spanId: '', id: '1', token: 't', merchantCode: 'acme', userName: 'x', type: 0, firstTimeLogin: false }), 'session'],
    ['redirectUrl in the URL', () => setUrl('https://acme.example/m/home?redirectUrl=x'), 'url'],
    ['backUrl in the URL', () => setUrl('https://acme.example/m/home?backUrl=/m/game'), 'url'],
    ['MOBILEAUTOLOGIN3 off', () => withMerchant([]), 'flag'],
    ['the stored switch is "0"', () => localStorage.setItem(AUTO_LOGIN_KEY, '0'), 'switch'],
    ['another merchant', () => { merchant.status = { ...statusInfo(), merchantCode: 'other', whitelabelVal: { ...statusInfo().whitelabelVal, MOBILEAUTOLOGIN3: true } }; }, 'merchant'],
    ['an SMS-type remembered login', () => saveRemembered({ type: 'sms', mobileNum: '9171234567', merchant: 'acme' }), 'sms'],
    ['a login captcha is shown', () => withMerchant(['MOBILEAUTOLOGIN3'], { register: { captcha: { enabled: true, login: true, sms: false, register: false }, passwordRequired: true } }), 'captcha'],
  ] as const)('skipped when %s: no request', async (_l, arrange, skip) => {
    await arrange();
    expect(await runAutoLogin()).toEqual({ ran: false, skip });
    await autoLoginOnMount();
    expect(api.loginSecure).not.toHaveBeenCalled();
  });

  it.each(['login.cred.err', 'not.exists.user'])('%s removes the remembered login, silently', async (code) => {
    api.loginSecure.mockResolvedValue(fail(code, 'nope'));
    expect(await runAutoLogin()).toEqual({ ran: true, target: null });
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(ui.alerts).toHaveLength(0);
  });

  it('token_ip_different turns auto login off and keeps the remembered login', async () => {
    api.loginSecure.mockResolvedValue(fail('token_ip_different', 'bound'));
    await runAutoLogin();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
    expect(readRememberedMeta()?.username).toBe('carol01');
    await vi.advanceTimersByTimeAsync(500);
    expect(await runAutoLogin()).toEqual({ ran: false, skip: 'switch' });
  });

  it('another error keeps both and alerts nothing', async () => {
    api.loginSecure.mockResolvedValue(fail('internal.error', 'down'));
    await runAutoLogin();
    expect(readRememberedMeta()).not.toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBeNull();
    expect(ui.alerts).toHaveLength(0);
  });

  it('leaves /m/login for the go target, forces /m/changePsw anywhere, otherwise stays', () => {
    expect(autoLoginNavigation('/m/game', '/m/login')).toBe('/m/game');
    expect(autoLoginNavigation('/m/changePsw', '/m/activity')).toBe('/m/changePsw');
    expect(autoLoginNavigation('/m/home', '/m/activity')).toBeNull();
  });

  it('on mount from /m/login?go=… it navigates to the go target', async () => {
    setUrl('https://acme.example/m/login?go=%2Fm%2Fmember%2Fhome');
    await autoLoginOnMount();
    expect(location.pathname).toBe('/m/member/home');
  });
});
