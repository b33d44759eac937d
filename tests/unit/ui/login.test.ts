import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import { loginWithPassword } from '../../../src/actions/login.ts';
import { configureClient } from '../../../src/api/index.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { resetMember, state as member } from '../../../src/state/member.ts';
import { SESSION_KEY, clearSession, setSession, state as session } from '../../../src/state/session.ts';
import { type Call, fail, json, ok, resetApi, setUrl, statusInfo, stubFetch } from './helpers.ts';

const answer = {
  token: 'fresh-token', firstTimeLogin: false, passwordExpired: false, spanId: 'span-9', id: 77, userName: 'carol', customerType: 2,
};
const loginCalls = (calls: Call[]) => calls.filter((c) => c.url.includes(WPS.login));
let onAlert: ReturnType<typeof vi.fn<(message: string | null) => void>>;

beforeEach(() => {
  resetApi();
  setUrl('https://acme.example/m/login');
  merchant.status = ref(statusInfo());
  onAlert = vi.fn<(message: string | null) => void>();
  configureClient({ getToken: () => session.info?.token ?? null, getMerchant: () => 'acme', onAlert });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  resetMember();
  merchant.status = null;
});

describe('loginWithPassword', () => {
  it('success writes the session and returns the go target', async () => {
    const calls = stubFetch((c) => json(c.url.includes(WPS.login) ? ok(answer) : fail('x')));
    const r = await loginWithPassword('  carol ', 'pw', '/m/game');
    expect(r).toEqual({ ok: true, target: '/m/game' });
    const expected = { spanId: 'span-9', id: '77', token: 'fresh-token', merchantCode: 'acme', userName: 'carol', type: 2, firstTimeLogin: false };
    expect(session.info).toEqual(expected);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(expected);
    const c = loginCalls(calls)[0]!;
    expect(c.method).toBe('POST');
    expect(JSON.parse(c.body ?? '{}')).toMatchObject({ username: 'carol', password: 'pw', type: 'username' });
  });

  it('never sends a stale token with the login', async () => {
    setSession({ spanId: '', id: '', token: 'stale-token', merchantCode: 'acme', userName: 'old', type: 0, firstTimeLogin: false });
    const calls = stubFetch(() => json(ok(answer)));
    await loginWithPassword('carol', 'pw', null);
    expect(loginCalls(calls)[0]!.headers.Authorization).toBeUndefined();
  });

  it('success without go → /m/home; first login → /m/changePsw', async () => {
    stubFetch(() => json(ok(answer)));
    expect(await loginWithPassword('carol', 'pw', null)).toEqual({ ok: true, target: '/m/home' });
    stubFetch(() => json(ok({ ...answer, firstTimeLogin: true })));
    expect(await loginWithPassword('carol', 'pw', '/m/game')).toEqual({ ok: true, target: '/m/changePsw' });
    expect(session.info?.firstTimeLogin).toBe(true);
  });

  it('expired password follows PWDEXPFORCECHANGE3', async () => {
    stubFetch(() => json(ok({ ...answer, passwordExpired: true })));
    expect(await loginWithPassword('carol', 'pw', null)).toEqual({ ok: true, target: '/m/home' });
    merchant.status = ref(statusInfo({ whitelabelVal: { ...statusInfo().whitelabelVal, PWDEXPFORCECHANGE3: true } }));
    expect(await loginWithPassword('carol', 'pw', null)).toEqual({ ok: true, target: '/m/changePsw' });
  });

  it('a hostile go falls back to /m/home', async () => {
    stubFetch(() => json(ok(answer)));
    expect(await loginWithPassword('carol', 'pw', 'https://evil.example/m/home')).toEqual({ ok: true, target: '/m/home' });
  });

  it('failure returns the server message, writes no session and raises no global alert', async () => {
    stubFetch(() => json(fail('login.cred.err', 'wrong username or password')));
    const r = await loginWithPassword('carol', 'bad', null);
    expect(r).toEqual({ ok: false, code: 'login.cred.err', message: 'wrong username or password' });
    expect(session.info).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(onAlert).not.toHaveBeenCalled();
  });

  it.each([
    ['a null value', null],
    ['an empty token', { ...answer, token: '' }],
    ['a numeric token', { ...answer, token: 123 }],
    ['no userName', { ...answer, userName: undefined }],
    ['a list', [answer]],
  ])('a malformed success answer (%s) writes no session', async (_label, value) => {
    stubFetch(() => json(ok(value)));
    const r = await loginWithPassword('carol', 'pw', '/m/game');
    expect(r.ok).toBe(false);
    expect(session.info).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  // Regression: a login over an existing member session keeps the previous member's info in memory until (and unless)
  // the new member info arrives; if that call fails, the new member sees the old one's account and agent status.
  it('a new login never shows the previous member', async () => {
    member.info = ref({ id: '1', account: 'previous', token: 'old', userName: 'previous', type: 1, language: 'EN', clubLabel: null });
    stubFetch((c) => (c.url.includes(WPS.login) ? json(ok(answer)) : json(fail('internal.error'), 500)));
    await loginWithPassword('carol', 'pw', null);
    await new Promise((r) => setTimeout(r, 50));
    expect(member.info?.account).not.toBe('previous');
  });
});
