/**
 * Binding a push token to the member (spec sections 4 and 7): a token younger than 7 days is reused,
 * an older one is revoked and replaced; then CSP_fcmBind {registrationToken} and CSP_fcmSubscribe (topic ALL).
 * Logout sends CSP_fcmUnsubscribe (DELETE) and revokes the token with the same registration.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { PUSH_ALL, type PushBindBody, type PushRegistrationBody } from '../../contract/push.ts';
import type { PushProvider } from './provider.ts';
import { clearToken, isFresh, readToken, writeToken, type StoredToken } from './pushMemory.ts';

export interface PushDeps {
  storage: Storage;
  now(): number;
  merchant: string;
  memberId: string;
  /** The provider on the /m/sw.js registration, or null (no worker, no settings). */
  provider(): Promise<PushProvider | null>;
  relay(key: PushRelayKey, body: PushBindBody | PushRegistrationBody): Promise<Envelope<unknown>>;
}

/** The rows of contract/relays.ts push registration uses. */
export type PushRelayKey = 'fcmBind' | 'fcmSubscribe' | 'fcmUnsubscribe';

export type BindOutcome = 'bound' | 'already-bound' | 'no-provider' | 'no-token' | 'refused';

async function send(deps: PushDeps, name: PushRelayKey, body: PushBindBody | PushRegistrationBody): Promise<boolean> {
  const env = await deps.relay(name, body);
  if (!env.success) console.warn(`[push] ${name} refused: ${env.code ?? 'unknown'}`);
  return env.success;
}

/** Gets (or refreshes) the token and binds it to the current member. Never throws. */
export async function bindPush(deps: PushDeps): Promise<BindOutcome> {
  const provider = await deps.provider();
  if (!provider) return 'no-provider';
  const now = deps.now();
  const stored = readToken(deps.storage);
  const usable = stored && stored.merchant === deps.merchant && stored.provider === provider.kind && isFresh(stored, now) ? stored : null;
  if (usable && usable.memberId === deps.memberId) return 'already-bound';
  if (stored && !usable) {
    // A stale or foreign token leaves the server's topic before the provider revokes it.
    if (stored.memberId && stored.merchant === deps.merchant) {
      await send(deps, 'fcmUnsubscribe', { registrationToken: stored.token, unsubscribeAll: true });
    }
    await provider.deleteToken();
    clearToken(deps.storage);
  }
  const token = usable?.token ?? await provider.getToken();
  if (!token) return 'no-token';
  const record: StoredToken = { token, provider: provider.kind, merchant: deps.merchant, at: usable?.at ?? now, memberId: '' };
  writeToken(deps.storage, record);
  if (!await send(deps, 'fcmBind', { registrationToken: token })) return 'refused';
  if (!await send(deps, 'fcmSubscribe', { registrationToken: token, topic: PUSH_ALL })) return 'refused';
  writeToken(deps.storage, { ...record, memberId: deps.memberId });
  return 'bound';
}

/** Logout: the server forgets the token, the provider revokes it. Never throws, never blocks logout on failure. */
export async function unbindPush(deps: Pick<PushDeps, 'storage' | 'provider' | 'relay'>): Promise<void> {
  const stored = readToken(deps.storage);
  if (!stored) return;
  try {
    if (stored.memberId) await send(deps as PushDeps, 'fcmUnsubscribe', { registrationToken: stored.token, unsubscribeAll: true });
    const provider = await deps.provider();
    await provider?.deleteToken();
  } catch (error) {
    console.warn('[push] unsubscribe failed', error);
  } finally {
    clearToken(deps.storage);
  }
}
