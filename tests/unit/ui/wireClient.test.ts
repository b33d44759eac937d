import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import { request, resetSessionExpiry } from '../../../src/api/index.ts';
import { wireClient } from '../../../src/boot/wireClient.ts';
import { setLanguage } from '../../../src/i18n/index.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { state as member } from '../../../src/state/member.ts';
import { SESSION_KEY, clearSession, setSession, state as session } from '../../../src/state/session.ts';
import { dismissPleaseLogin, showPleaseLogin, state as ui } from '../../../src/state/ui.ts';
import { fail, json, ok, resetApi, setUrl, statusInfo, stubFetch } from './helpers.ts';

// Counts the notice calls: the notice itself is a boolean, so three calls and one look alike on screen.
vi.mock('../../../src/state/ui.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/state/ui.ts')>();
  return { ...real, showPleaseLogin: vi.fn(real.showPleaseLogin) };
});

const login = () => setSession({ spanId: 's', id: '3', token: 'wired-token', merchantCode: 'acme', userName: 'fay', type: 0, firstTimeLogin: false });

beforeEach(async () => {
  resetApi();
  setUrl('https://acme.example/m/member/home');
  merchant.status = ref(statusInfo());
  await setLanguage('EN', ['EN', 'ES']);
  wireClient();
  vi.mocked(showPleaseLogin).mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  dismissPleaseLogin();
  ui.alerts = [];
  ui.toast = null;
  member.info = null;
  merchant.status = null;
});

describe('wireClient', () => {
  it('sends the session token, merchant and language with every call', async () => {
    login();
    const calls = stubFetch(() => json(ok(1)));
    await request({ method: 'GET', path: '/wps/relay/x' });
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'wired-token', Merchant: 'acme', Language: 'EN' });
  });

  it('three concurrent 401s clear the session and show the please-login notice exactly once', async () => {
    login();
    member.info = ref({ id: '3', account: 'fay', token: 'wired-token', userName: 'fay', type: 0, language: 'EN', clubLabel: null });
    stubFetch(() => json(fail('user.or.token.invalid', 'session expired'), 401));
    await Promise.all([WPS.memberInfo, '/wps/relay/CBS_unreadCount', '/wps/relay/MCSFE_getPlayerRankProgress']
      .map((path) => request({ method: 'GET', path })));
    expect(session.info).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(member.info).toBeNull();
    expect(ui.pleaseLogin).toBe(true);
    expect(showPleaseLogin).toHaveBeenCalledTimes(1);
    expect(ui.alerts).toHaveLength(0);
  });

  it('CUSTOMER_NOT_LOGIN in a 200 answer ends the session too', async () => {
    login();
    stubFetch(() => json(fail(null, 'CUSTOMER_NOT_LOGIN')));
    await request({ method: 'POST', path: '/wps/relay/x', body: {} });
    expect(session.info).toBeNull();
    expect(showPleaseLogin).toHaveBeenCalledTimes(1);
  });

  it('after a new login the notice can show again', async () => {
    login();
    stubFetch(() => json(fail('customer.not.login'), 401));
    await request({ method: 'GET', path: '/wps/relay/a' });
    dismissPleaseLogin();
    login();
    resetSessionExpiry(); // what loginWithPassword does after a successful login
    await request({ method: 'GET', path: '/wps/relay/b' });
    expect(showPleaseLogin).toHaveBeenCalledTimes(2);
  });

  it('other failures raise an alert with the server message; null message → alert with null', async () => {
    stubFetch(() => json(fail('x', 'Bad things')));
    await request({ method: 'POST', path: '/wps/relay/a', body: {} });
    stubFetch(() => json(fail('y', null)));
    await request({ method: 'POST', path: '/wps/relay/b', body: {} });
    expect(ui.alerts.map((a) => a.message)).toEqual(['Bad things', null]);
  });

  it('offline over https shows the network_offline toast, not an alert', async () => {
    stubFetch(() => { throw new TypeError('Failed to fetch'); });
    await request({ method: 'GET', path: '/wps/relay/a' });
    expect(ui.toast).toBe('network_offline');
    expect(ui.alerts).toHaveLength(0);
  });
});
