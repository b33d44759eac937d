import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { WHITELABEL_FLAGS } from '../../../contract/flags.ts';
import { state as auth, closeAuthDialogs } from '../../../src/state/auth.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { statusInfo } from '../ui/helpers.ts';

// Boundaries: the browser probe, the provider SDK, the encrypted login call, registration and navigation.
const m = vi.hoisted(() => ({
  isPrivate: vi.fn(async () => false),
  signIn: vi.fn(),
  socialLogin: vi.fn(),
  autoRegister: vi.fn(async () => true),
  openLinkDialog: vi.fn(),
  completeLogin: vi.fn(async () => '/m/home'),
  goTo: vi.fn(),
}));
vi.mock('../../../src/social/privateBrowsing.ts', () => ({ isPrivateBrowsing: m.isPrivate }));
vi.mock('../../../src/social/firebaseSignIn.ts', () => ({ firebaseSignIn: m.signIn }));
vi.mock('../../../src/social/socialApi.ts', () => ({ socialLogin: m.socialLogin }));
vi.mock('../../../src/social/autoRegister.ts', () => ({ autoRegister: m.autoRegister }));
vi.mock('../../../src/social/linkDialog.ts', () => ({ openLinkDialog: m.openLinkDialog }));
vi.mock('../../../src/auth/completeLogin.ts', () => ({ completeLogin: m.completeLogin }));
vi.mock('../../../src/social/goTo.ts', () => ({ goTo: m.goTo }));

const { loginWithFirebase } = await import('../../../src/social/firebaseLogin.ts');
const { submitMfaCode } = await import('../../../src/social/mfa.ts');

const BIND = { success: false, value: null, code: 'bind_customer_required', message: 'no linked account' };
const TOKEN = { success: true, value: { token: 't1', userName: 'fan01' }, code: null, message: null };

function setFlags(on: string[]): void {
  const whitelabelVal = Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, on.includes(f)])) as ReturnType<typeof statusInfo>['whitelabelVal'];
  merchant.status = ref(statusInfo({ whitelabelVal, sms: { ...statusInfo().sms, apiKey: 'key', projectId: 'demo-tessera' } }));
}

beforeEach(() => {
  vi.clearAllMocks();
  m.isPrivate.mockResolvedValue(false);
  m.signIn.mockResolvedValue({ kind: 'token', idToken: 'id-token-1' });
  m.socialLogin.mockResolvedValue(TOKEN);
  ui.alerts = [];
  setFlags(['GOOGLELOGIN3']);
});
afterEach(() => { closeAuthDialogs(); merchant.status = null; });

const alertText = () => ui.alerts.map((a) => a.message).join('|');

describe('Google, Facebook and Twitter sign-in', () => {
  it('is refused in private browsing before the provider is touched', async () => {
    m.isPrivate.mockResolvedValue(true);
    expect(await loginWithFirebase('google', { go: null, autoRegister: false })).toBe('refused');
    expect(m.signIn).not.toHaveBeenCalled();
    expect(alertText()).toContain('not_support_incognito');
  });

  it('logs a linked account in with the provider\'s ID token and goes where completeLogin says', async () => {
    expect(await loginWithFirebase('facebook', { go: '/m/game', autoRegister: false })).toBe('logged-in');
    expect(m.socialLogin).toHaveBeenCalledWith({ provider: 'facebook' as const, token: 'id-token-1' });
    expect(m.completeLogin).toHaveBeenCalledWith(TOKEN.value, { method: 'firebase', go: '/m/game' });
    expect(m.goTo).toHaveBeenCalledWith('/m/home');
  });

  it('alerts provider errors with Code: and Reason:, and says nothing for a cancelled popup', async () => {
    m.signIn.mockRejectedValueOnce({ code: 'auth/popup-blocked', message: 'Firebase: Error (auth/popup-blocked).' });
    expect(await loginWithFirebase('google', { go: null, autoRegister: false })).toBe('failed');
    expect(alertText()).toContain('Code: auth/popup-blocked');
    expect(alertText()).toContain('Reason: Error');
    ui.alerts = [];
    m.signIn.mockRejectedValueOnce({ code: 'auth/cancelled-popup-request', message: '' });
    expect(await loginWithFirebase('google', { go: null, autoRegister: false })).toBe('cancelled');
    expect(ui.alerts).toHaveLength(0);
    expect(m.socialLogin).not.toHaveBeenCalled();
  });

  it('no linked account auto-registers with the option on, FIREBASECREATEACC3 on and SSOMANUALREG3 off', async () => {
    setFlags(['GOOGLELOGIN3', 'FIREBASECREATEACC3']);
    m.socialLogin.mockResolvedValue(BIND);
    expect(await loginWithFirebase('google', { go: null, autoRegister: true })).toBe('no-link');
    expect(m.autoRegister).toHaveBeenCalledWith({ provider: 'google' as const, token: 'id-token-1' });
    expect(auth.confirm).toBeNull();
  });

  it('without the option it asks; register new then creates the account at once', async () => {
    setFlags(['GOOGLELOGIN3', 'FIREBASECREATEACC3']);
    m.socialLogin.mockResolvedValue(BIND);
    await loginWithFirebase('google', { go: null, autoRegister: false });
    expect(m.autoRegister).not.toHaveBeenCalled();
    expect(auth.confirm?.showRegister).toBe(true);
    auth.confirm?.onRegister();
    await eventually(() => expect(m.autoRegister).toHaveBeenCalledTimes(1));
  });

  it('with SSOMANUALREG3 it always asks, and register new opens the manual form with the identity', async () => {
    setFlags(['GOOGLELOGIN3', 'FIREBASECREATEACC3', 'SSOMANUALREG3']);
    m.socialLogin.mockResolvedValue(BIND);
    await loginWithFirebase('twitter', { go: '/m/game', autoRegister: true });
    expect(m.autoRegister).not.toHaveBeenCalled();
    expect(auth.confirm?.showRegister).toBe(true);
    auth.confirm?.onRegister();
    // The go target goes with it: the form it opens has no say over the address.
    await eventually(() => expect(m.openLinkDialog).toHaveBeenCalledWith({ provider: 'twitter' as const, token: 'id-token-1' }, 'register', '/m/game'));
  });

  it('with neither flag the dialog offers only the existing account', async () => {
    m.socialLogin.mockResolvedValue(BIND);
    await loginWithFirebase('google', { go: null, autoRegister: true });
    expect(auth.confirm?.showRegister).toBe(false);
    auth.confirm?.onExisting();
    await eventually(() => expect(m.openLinkDialog).toHaveBeenCalledWith(expect.objectContaining({ provider: 'google' }), 'existing', null));
  });

  it('multi-factor sign-in stays pending until the second factor is passed', async () => {
    const ops = { sendSms: vi.fn(), finishSms: vi.fn(), finishTotp: vi.fn(async () => 'id-token-mfa') };
    m.signIn.mockResolvedValue({ kind: 'mfa', hints: [{ uid: 'totp-1', factorId: 'totp', displayName: 'App', phoneNumber: '' }], ops });
    const run = loginWithFirebase('google', { go: null, autoRegister: false });
    await eventually(() => expect(document.querySelector('[data-testid="social-mfa"]')).not.toBeNull());
    expect(m.socialLogin).not.toHaveBeenCalled();
    await submitMfaCode('123456');
    expect(await run).toBe('logged-in');
    expect(m.socialLogin).toHaveBeenCalledWith({ provider: 'google' as const, token: 'id-token-mfa' });
    expect(document.querySelector('[data-testid="social-mfa"]')).toBeNull();
  });
});
