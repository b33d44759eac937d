/**
 * Where push tokens come from. FCM needs Google's servers, so it sits behind this interface; the local
 * provider serves development and tests (a Firebase project id starting with "demo-" never reaches
 * Google, by Firebase's own convention, so such merchants use it).
 */
import type { SmsProviderSettings } from '../../contract/wps.ts';

export interface PushProvider {
  readonly kind: 'fcm' | 'local';
  /** A token for this browser, or null when the provider could not get one (logged). */
  getToken(): Promise<string | null>;
  /** Revokes the token; uses the same /m/sw.js registration getToken used. */
  deleteToken(): Promise<void>;
}

export type PushProviderKind = PushProvider['kind'];

/** Null when push is off for the merchant: no vapid key, no permission dialog, no binding. */
export function providerKind(sms: Partial<SmsProviderSettings> | null | undefined): PushProviderKind | null {
  if (!sms || typeof sms.vapidKey !== 'string' || sms.vapidKey.trim() === '') return null;
  if (typeof sms.projectId === 'string' && sms.projectId.startsWith('demo-')) return 'local';
  const complete = [sms.apiKey, sms.appId, sms.projectId, sms.messagingSenderId].every((v) => typeof v === 'string' && v !== '');
  return complete ? 'fcm' : null;
}

/** The provider for the merchant's settings, its code loaded only now (firebase is large). */
export async function loadProvider(sms: SmsProviderSettings, registration: ServiceWorkerRegistration): Promise<PushProvider | null> {
  const kind = providerKind(sms);
  if (kind === 'fcm') return (await import('./fcmProvider.ts')).fcmProvider(sms, registration);
  if (kind === 'local') return (await import('./localProvider.ts')).localProvider();
  return null;
}
