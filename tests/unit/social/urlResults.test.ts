import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { WHITELABEL_FLAGS } from '../../../contract/flags.ts';
import { state as auth, closeAuthDialogs } from '../../../src/state/auth.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { fail, json, ok, setUrl, statusInfo, stubFetch, useWiredMerchant, type Call } from '../ui/helpers.ts';

const m = vi.hoisted(() => ({ completeLogin: vi.fn(async () => '/m/home'), goTo: vi.fn() }));
vi.mock('../../../src/auth/completeLogin.ts', () => ({ completeLogin: m.completeLogin }));
vi.mock('../../../src/social/goTo.ts', () => ({ goTo: m.goTo }));
vi.mock('../../../src/auth/registerPayload.ts', async (load) => ({
  registerDomain: (await load<typeof import('../../../src/auth/registerPayload.ts')>()).registerDomain,
  collectRegisterContext: async () => ({ registerMethod: 'H5', registerUrl: 'http://localhost/m/home', loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false, linkId: null, affiliateCode: 'aff1', referralCode: null, domain: 'localhost', pixelTrack: null }),
}));

const { handleTelegramResult, readTelegramResult, TELEGRAM_AUTH_KEY } = await import('../../../src/social/telegram.ts');
const { handleLineResult, LINE_STATE_KEY, LINE_TOKEN_KEY } = await import('../../../src/social/line.ts');
const { handleMayaResult, MAYA_STATE_KEY } = await import('../../../src/social/maya.ts');
const { newState } = await import('../../../src/social/pendingState.ts');

const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));
const widget = b64(JSON.stringify({ id: 700000101, first_name: 'Tele', auth_date: 1_700_000_000, hash: 'a'.repeat(64) }));
const LOGIN = { token: 't1', userName: 'tguser01', firstTimeLogin: false, passwordExpired: false, spanId: 's', id: '9', customerType: 0 };

useWiredMerchant();
let calls: Call[] = [];
let answer: (c: Call) => Response = () => json(ok(LOGIN));
beforeEach(() => {
  vi.clearAllMocks();
  ui.alerts = [];
  const whitelabelVal = Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, f === 'SSOMANUALREG3' || f === 'LINELOGIN3'])) as ReturnType<typeof statusInfo>['whitelabelVal'];
  merchant.status = ref(statusInfo({ whitelabelVal }));
  answer = () => json(ok(LOGIN));
  calls = stubFetch((c) => answer(c));
});
afterEach(() => closeAuthDialogs());
const alerts = () => ui.alerts.map((a) => a.message);

describe('Telegram-style result', () => {
  it('accepts only base64 (or base64url) of a JSON object', () => {
    expect(readTelegramResult(`#tgAuthResult=${widget}`)).toBe(widget);
    const url = b64(JSON.stringify({ id: 1, first_name: 'Zoë ??>' })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(readTelegramResult(`#tgAuthResult=${url}`)).toBe(url);
    for (const bad of ['not base64!', b64('not json'), b64('[1,2]'), b64('"text"'), btoa('\xff\xfe{}'), '']) {
      expect(readTelegramResult(`#tgAuthResult=${bad}`)).toBeNull();
    }
  });

  it('ignores an unreadable result with a warning, sends nothing and clears the hash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setUrl('http://localhost/m/home#tgAuthResult=%%%');
    expect(await handleTelegramResult(null)).toBe('ignored');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tgAuthResult ignored'));
    expect(calls).toHaveLength(0);
    expect(location.hash).toBe('');
  });

  it('logs in with the result and the registration info', async () => {
    setUrl(`http://localhost/m/home#tgAuthResult=${widget}`);
    expect(await handleTelegramResult('/m/game')).toBe('logged-in');
    const body = JSON.parse(calls[0]!.body!) as Record<string, unknown>;
    expect(calls[0]!.url).toContain('/wps/session/login/telegram');
    expect(body).toMatchObject({ telegramAuth: widget, affiliateCode: 'aff1', registerMethod: 'H5' });
    expect(m.completeLogin).toHaveBeenCalledWith(LOGIN, { method: 'telegram', go: '/m/game' });
    expect(m.goTo).toHaveBeenCalledWith('/m/home');
  });

  it('telegram_validate_failed clears the stored result and alerts', async () => {
    answer = () => json(fail('telegram_validate_failed', 'bad hash'));
    setUrl(`http://localhost/m/home#tgAuthResult=${widget}`);
    expect(await handleTelegramResult(null)).toBe('failed');
    expect(sessionStorage.getItem(TELEGRAM_AUTH_KEY)).toBeNull();
    expect(alerts()).toEqual(['telegram_validate_failed']);
  });
});

describe('LINE-style result', () => {
  it('refuses a state this tab did not send, without any call', async () => {
    newState(LINE_STATE_KEY);
    setUrl('http://localhost/m/home?code=abc&state=0123456789abcdef0123456789abcdef&affiliateCode=x');
    expect(await handleLineResult(null)).toBe('ignored');
    expect(calls).toHaveLength(0);
    expect(location.search).toBe('?affiliateCode=x');
    expect(alerts()).toEqual(['line_state_mismatch']);
  });

  it('exchanges code and state, keeps the session token, and logs in', async () => {
    const state = newState(LINE_STATE_KEY);
    answer = (c) => json(ok(c.url.includes('WPS3RD_verifyLineCode') ? { lineSessionToken: 'line-tok-1', name: 'Line', picture: '' } : LOGIN));
    setUrl(`http://localhost/m/home?code=abc&state=${state}`);
    expect(await handleLineResult(null)).toBe('logged-in');
    expect(calls.map((c) => new URL(c.url, location.origin).pathname)).toEqual(['/wps/relay/WPS3RD_verifyLineCode', '/wps/session/login/line']);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ code: 'abc', redirectUri: 'http://localhost/m/home' });
    // Production's LINE login body (production wire A5): the session token and the device id.
    expect(JSON.parse(calls[1]!.body!)).toEqual({ lineSessionToken: 'line-tok-1', loginDeviceId: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(sessionStorage.getItem(LINE_TOKEN_KEY)).toBe('line-tok-1');
    // The state is single-use.
    expect(sessionStorage.getItem(LINE_STATE_KEY)).toBeNull();
  });

  it('not.exists.user opens the bind flow (login-confirm dialog)', async () => {
    const state = newState(LINE_STATE_KEY);
    answer = (c) => (c.url.includes('WPS3RD_verifyLineCode') ? json(ok({ lineSessionToken: 'line-tok-2', name: '', picture: '' })) : json(fail('not.exists.user', 'no member')));
    setUrl(`http://localhost/m/home?code=abc&state=${state}`);
    expect(await handleLineResult(null)).toBe('no-link');
    expect(auth.confirm).toMatchObject({ showRegister: true });
    expect(alerts()).toEqual([]);
  });

  it('line_invalid_token removes the stored LINE session token', async () => {
    const state = newState(LINE_STATE_KEY);
    answer = (c) => (c.url.includes('WPS3RD_verifyLineCode') ? json(ok({ lineSessionToken: 'line-tok-3', name: '', picture: '' })) : json(fail('line_invalid_token', 'expired')));
    setUrl(`http://localhost/m/home?code=abc&state=${state}`);
    expect(await handleLineResult(null)).toBe('failed');
    expect(sessionStorage.getItem(LINE_TOKEN_KEY)).toBeNull();
    expect(alerts()).toEqual(['line_invalid_token']);
  });
});

describe('wallet result', () => {
  it('needs its own state and environment, then logs in and refreshes the wallet tokens', async () => {
    setUrl('http://localhost/m/home?sessionId=s1&state=forged');
    expect(await handleMayaResult(null)).toBe('ignored');
    expect(calls).toHaveLength(0);
    sessionStorage.setItem('MC_MAYA_ENV', 'sandbox');
    const state = newState(MAYA_STATE_KEY);
    setUrl(`http://localhost/m/home?sessionId=s1&state=${state}`);
    answer = (c) => json(ok(c.url.includes('refreshMayaTokens') ? { linked: true, expiresAt: null } : LOGIN));
    expect(await handleMayaResult(null)).toBe('logged-in');
    // Production's wallet login body (production wire A4); a browser tab sends no device type.
    expect(JSON.parse(calls[0]!.body!)).toEqual({
      sessionId: 's1', env: 'sandbox', registerUrl: location.href, affiliateCode: null, domain: 'localhost', loginDeviceId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    // Production sends the wallet environment (production-wire D22).
    await eventually(() => expect(calls.some((c) => c.url.includes('/wps/relay/WPS3RD_refreshMayaTokens?env=sandbox'))).toBe(true));
  });
});
