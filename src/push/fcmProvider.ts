/** Firebase Cloud Messaging tokens bound to the /m/sw.js registration (never a root firebase-messaging-sw.js). */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { deleteToken, getMessaging, getToken, type Messaging } from 'firebase/messaging';
import type { SmsProviderSettings } from '../../contract/wps.ts';
import type { PushProvider } from './provider.ts';

const APP_NAME = 'tessera-push';

function app(sms: SmsProviderSettings): FirebaseApp {
  if (getApps().some((a) => a.name === APP_NAME)) return getApp(APP_NAME);
  return initializeApp({
    apiKey: sms.apiKey, appId: sms.appId, projectId: sms.projectId, messagingSenderId: sms.messagingSenderId, authDomain: sms.authDomain,
  }, APP_NAME);
}

export function fcmProvider(sms: SmsProviderSettings, registration: ServiceWorkerRegistration): PushProvider {
  const messaging = (): Messaging => getMessaging(app(sms));
  return {
    kind: 'fcm',
    async getToken() {
      try {
        const token = await getToken(messaging(), { vapidKey: sms.vapidKey, serviceWorkerRegistration: registration });
        return token || null;
      } catch (error) {
        console.warn('[push] FCM token request failed', error);
        return null;
      }
    },
    async deleteToken() {
      const m = messaging();
      // deleteToken registers /firebase-messaging-sw.js at the root when no registration is known yet
      // (a fresh page that never called getToken); pin ours, the field getToken's option sets.
      const internal = m as unknown as { swRegistration?: ServiceWorkerRegistration; vapidKey?: string };
      internal.swRegistration ??= registration;
      internal.vapidKey ??= sms.vapidKey;
      try {
        await deleteToken(m);
      } catch (error) {
        console.warn('[push] FCM token deletion failed', error);
      }
    },
  };
}
