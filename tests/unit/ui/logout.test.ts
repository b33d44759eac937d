import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_MESSAGES } from '../../../contract/messages.ts';
import { WPS } from '../../../contract/wps.ts';
import { clearMemberData, logout } from '../../../src/actions/logout.ts';
import { apiCache, configureClient } from '../../../src/api/index.ts';
import { state as member } from '../../../src/state/member.ts';
import { SESSION_KEY, clearSession, setSession, state as session } from '../../../src/state/session.ts';
import { fail, json, ok, resetApi, stubFetch } from './helpers.ts';
import { AUTO_LOGIN_KEY } from '../../../src/auth/autoLoginSwitch.ts';
import { openLogin, state as auth } from '../../../src/state/auth.ts';

let postMessage: ReturnType<typeof vi.fn<(m: unknown) => void>>;
let onSessionExpired: ReturnType<typeof vi.fn<() => void>>;

function loggedIn(): void {
  setSession({ spanId: 's', id: '1', token: 'tok-logout', merchantCode: 'acme', userName: 'dan', type: 0, firstTimeLogin: false });
  member.info = ref({ id: '1', account: 'dan', token: 'tok-logout', userName: 'dan', type: 0, language: 'EN', clubLabel: null });
  apiCache.set('GET /wps/member/info tok-logout', ok({ account: 'dan' }), { persist: true });
}

beforeEach(() => {
  resetApi();
  onSessionExpired = vi.fn<() => void>();
  configureClient({ getToken: () => session.info?.token ?? null, getMerchant: () => 'acme', onSessionExpired });
  postMessage = vi.fn<(m: unknown) => void>();
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage } }, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  member.info = null;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function expectCleared(): void {
  expect(session.info).toBeNull();
  expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  expect(member.info).toBeNull();
  expect(apiCache.sizes()).toEqual({ memory: 0, persisted: 0 });
  expect(postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.purgeMember });
}

describe('logout', () => {
  it('ends the session on the server, then clears session, member, api cache and the service worker cache', async () => {
    loggedIn();
    expect(apiCache.sizes()).toEqual({ memory: 1, persisted: 1 });
    const calls = stubFetch(() => json(ok(null)));
    await logout();
    expect(calls.map((c) => [c.method, new URL(c.url, location.origin).pathname])).toEqual([['DELETE', WPS.logout]]);
    expect(calls[0]!.headers.Authorization).toBe('tok-logout');
    expectCleared();
  });

  it('a voluntary logout turns auto login off, so the next visit does not log straight back in', async () => {
    loggedIn();
    stubFetch(() => json(ok(null)));
    await logout();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
  });

  it('clearMemberData (session expiry) closes the auth dialogs and leaves the auto-login switch alone', () => {
    loggedIn();
    openLogin();
    clearMemberData();
    expect(auth.loginOpen).toBe(false);
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBeNull();
  });

  it('an expired token (401) still clears everything and raises no please-login notice', async () => {
    loggedIn();
    stubFetch(() => json(fail('user.or.token.invalid'), 401));
    await logout();
    expectCleared();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a guest logout makes no call', async () => {
    const calls = stubFetch(() => json(ok(null)));
    await logout();
    expect(calls).toHaveLength(0);
  });

  it('clearMemberData works without a service worker controller', () => {
    loggedIn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
    expect(() => clearMemberData()).not.toThrow();
    expect(session.info).toBeNull();
  });
});
