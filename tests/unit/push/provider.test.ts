import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SmsProviderSettings } from '../../../contract/wps.ts';

const firebase = vi.hoisted(() => ({
  getToken: vi.fn(async (_m: unknown, _o: unknown) => 'fcm-token'),
  deleteToken: vi.fn(async (_m: unknown) => true),
  messaging: {} as Record<string, unknown>,
}));
vi.mock('firebase/app', () => ({
  getApps: () => [], getApp: vi.fn(), initializeApp: vi.fn((_o: unknown, name: string) => ({ name })),
}));
vi.mock('firebase/messaging', () => ({
  getMessaging: () => firebase.messaging,
  getToken: firebase.getToken,
  deleteToken: firebase.deleteToken,
}));

const { providerKind } = await import('../../../src/push/provider.ts');
const { fcmProvider } = await import('../../../src/push/fcmProvider.ts');
const { localProvider } = await import('../../../src/push/localProvider.ts');

const SMS: SmsProviderSettings = {
  appId: 'app', apiKey: 'key', authDomain: 'x.firebaseapp.com', projectId: 'prod-1', messagingSenderId: '1', vapidKey: 'BPvapid',
  firebase: true, facebookAppId: '', googleWebClientId: '',
};

afterEach(() => {
  vi.clearAllMocks();
  firebase.messaging = {};
  vi.unstubAllGlobals();
});

describe('providerKind', () => {
  it('is off without a vapid key, local for a demo- project, FCM for a complete project', () => {
    expect(providerKind({ ...SMS, vapidKey: '' })).toBeNull();
    expect(providerKind({ ...SMS, vapidKey: '  ' })).toBeNull();
    expect(providerKind(null)).toBeNull();
    expect(providerKind({ ...SMS, projectId: 'demo-project' })).toBe('local');
    expect(providerKind(SMS)).toBe('fcm');
    expect(providerKind({ ...SMS, apiKey: '' })).toBeNull();
  });
});

describe('FCM provider', () => {
  const registration = { scope: 'https://x.example/m/' } as unknown as ServiceWorkerRegistration;

  it('asks for the token with the vapid key and the /m/sw.js registration', async () => {
    expect(await fcmProvider(SMS, registration).getToken()).toBe('fcm-token');
    expect(firebase.getToken).toHaveBeenCalledWith(firebase.messaging, { vapidKey: 'BPvapid', serviceWorkerRegistration: registration });
  });

  it('deletes the token through the same registration, never letting firebase register a root worker', async () => {
    await fcmProvider(SMS, registration).deleteToken();
    expect(firebase.deleteToken).toHaveBeenCalledOnce();
    expect(firebase.deleteToken.mock.calls[0]![0]).toMatchObject({ swRegistration: registration, vapidKey: 'BPvapid' });
  });

  it('answers null (logged) when Google refuses the token', async () => {
    firebase.getToken.mockRejectedValueOnce(new Error('messaging/token-subscribe-failed'));
    expect(await fcmProvider(SMS, registration).getToken()).toBeNull();
  });
});

describe('local provider', () => {
  it('issues one stable local token once notifications are granted, and forgets it on delete', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    const p = localProvider(localStorage);
    const first = await p.getToken();
    expect(first).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(await p.getToken()).toBe(first);
    await p.deleteToken();
    expect(await p.getToken()).not.toBe(first);
  });

  it('issues nothing without permission', async () => {
    vi.stubGlobal('Notification', { permission: 'default' });
    expect(await localProvider(localStorage).getToken()).toBeNull();
  });
});
