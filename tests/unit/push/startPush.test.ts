import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { ref } from 'valtio';
import { PUSH_REGISTER_DELAY_MS } from '../../../contract/constants.ts';
import { RELAYS } from '../../../contract/relays.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { clearSession, setSession } from '../../../src/state/session.ts';
import { json, ok, statusInfo, stubFetch, useWiredMerchant } from '../ui/helpers.ts';

useWiredMerchant();

const SMS = {
  appId: 'a', apiKey: 'k', authDomain: 'd', projectId: 'demo-project', messagingSenderId: '1', vapidKey: 'BPvapid',
  firebase: false, facebookAppId: '', googleWebClientId: '',
};
const registration = { active: { scriptURL: 'https://acme.example/m/sw.js?env=test&merchant=acme' } };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  merchant.status = ref(statusInfo({ sms: SMS }));
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: vi.fn(async () => registration), ready: new Promise(() => undefined), controller: null, addEventListener: vi.fn() }, configurable: true,
  });
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
  Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
});

const relays = (calls: { url: string; body?: string }[]) => calls.filter((c) => c.url.includes('/wps/relay/CSP_')).map((c) => c.url.split('/').pop());

describe('push registration timing', () => {
  it(`binds and subscribes ${PUSH_REGISTER_DELAY_MS / 1000} s after start when a session exists, not before`, async () => {
    const calls = stubFetch(() => json(ok(true)));
    setSession({ spanId: '', id: '7', token: 't0k', merchantCode: 'acme', userName: 'ann', type: 0, firstTimeLogin: false });
    const { startPush } = await import('../../../src/push/index.ts');
    startPush();
    await vi.advanceTimersByTimeAsync(PUSH_REGISTER_DELAY_MS - 100);
    expect(relays(calls)).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await eventually(() => expect(relays(calls)).toEqual([RELAYS.fcmBind.name, RELAYS.fcmSubscribe.name]));
    const [bind, subscribe] = calls.filter((c) => c.url.includes('/wps/relay/CSP_'));
    // Production's bodies (production-wire E1, E2), sent as JSON POSTs with the member's token.
    expect(bind!.method).toBe('POST');
    expect(bind!.headers.Authorization).toBe('t0k');
    const token = (JSON.parse(bind!.body!) as { registrationToken: string }).registrationToken;
    expect(JSON.parse(bind!.body!)).toEqual({ registrationToken: expect.stringMatching(/^local-/) });
    expect(subscribe!.method).toBe('POST');
    expect(JSON.parse(subscribe!.body!)).toEqual({ registrationToken: token, topic: 'ALL' });
  });

  it('skips merchants without a vapid key', async () => {
    const calls = stubFetch(() => json(ok(true)));
    merchant.status = ref(statusInfo({ sms: { ...SMS, vapidKey: '' } }));
    setSession({ spanId: '', id: '7', token: 't0k', merchantCode: 'acme', userName: 'ann', type: 0, firstTimeLogin: false });
    const { registerPush } = await import('../../../src/push/index.ts');
    expect(await registerPush()).toBe('skipped');
    expect(relays(calls)).toEqual([]);
  });
});
