/**
 * Push on the page (spec section 4): registration 10 s after start (and 10 s after a login) when a
 * session exists and the merchant has a vapid key. Kept small: the provider, firebase and the dialog
 * load only when used.
 */
import { subscribe } from 'valtio';
import { PUSH_REGISTER_DELAY_MS } from '../../contract/constants.ts';
import { fail } from '../../contract/envelope.ts';
import { fcmBind, fcmSubscribe, fcmUnsubscribe } from '../../contract/relays.ts';
import type { SmsProviderSettings } from '../../contract/wps.ts';
import { relay } from '../api/relay.ts';
import { showToast } from '../state/ui';
import { hasSession, state as session } from '../state/session';
import { state as merchant } from '../state/merchant';
import { localStore } from '../lib/memoryStorage';
import { SW_SCOPE } from '../pwa/registerSw';
import { bindPush, unbindPush, type PushDeps } from './bindPush.ts';
import { loadProvider, providerKind } from './provider.ts';
import { runPushFlow, type FlowOutcome } from './pushFlow.ts';
import { endTurn, waitTurn } from '../prompts/promptLine';

/** The relay rows push registration sends (single rows: the page ships only what it calls). */
const PUSH_ROWS = { fcmBind, fcmSubscribe, fcmUnsubscribe } as const;

const TIP_MS = 4000;
const READY_WAIT_MS = 10_000;

/** The /m/sw.js registration (never a root one), or null when there is none in time. */
async function swRegistration(wait: boolean): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), wait ? READY_WAIT_MS : 0));
  const found = navigator.serviceWorker.getRegistration(SW_SCOPE).then((r) => r ?? (wait ? navigator.serviceWorker.ready : null));
  const reg = await Promise.race([found, timeout]);
  const script = reg?.active?.scriptURL ?? reg?.waiting?.scriptURL ?? reg?.installing?.scriptURL ?? '';
  return script && new URL(script).pathname === `${SW_SCOPE}sw.js` ? reg : null;
}

function settings(): SmsProviderSettings | null {
  const sms = merchant.status?.sms;
  return sms && providerKind(sms) ? sms : null;
}

function deps(sms: SmsProviderSettings, waitForWorker = true): PushDeps {
  return {
    storage: localStore(),
    now: Date.now,
    merchant: merchant.status?.merchantCode ?? '',
    memberId: session.info?.id || session.info?.userName || '',
    provider: async () => {
      const reg = await swRegistration(waitForWorker);
      if (!reg) console.warn('[push] no /m/sw.js registration: push is not bound');
      return reg ? loadProvider(sms, reg) : null;
    },
    relay: (key, body) => relay(PUSH_ROWS[key], body as never, { silent: true }),
  };
}

function waitForGesture(): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      removeEventListener('pointerdown', done, true);
      removeEventListener('keydown', done, true);
      resolve();
    };
    addEventListener('pointerdown', done, { capture: true, passive: true });
    addEventListener('keydown', done, { capture: true, passive: true });
  });
}

/** One registration attempt (the 10 s timer calls it). */
export async function registerPush(): Promise<FlowOutcome | 'skipped'> {
  const sms = settings();
  if (!sms || !hasSession() || typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'skipped';
  return runPushFlow({
    storage: localStore(),
    now: Date.now,
    permission: () => Notification.permission,
    waitForGesture,
    turn: async () => {
      await waitTurn('push');
      return (shown) => endTurn('push', shown);
    },
    ask: async () => (await import('./showPrompt.ts')).showPrompt(),
    bind: () => bindPush(deps(sms)),
    tip: () => showToast('notification_request_tips', TIP_MS),
  });
}

let timer: ReturnType<typeof setTimeout> | undefined;
let hadSession = false;

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(() => { void registerPush().catch((e: unknown) => console.warn('[push] registration failed', e)); }, PUSH_REGISTER_DELAY_MS);
}

/** Call once after the status check. */
export function startPush(): void {
  hadSession = hasSession();
  if (hadSession) schedule();
  subscribe(session, () => {
    const now = hasSession();
    if (now && !hadSession) schedule();
    if (!now) clearTimeout(timer);
    hadSession = now;
  });
}

/** Logout: call BEFORE the session is revoked (the unsubscribe relay needs it). Never throws. */
export async function unsubscribePush(): Promise<void> {
  const sms = settings();
  // Logout never waits for a worker that is still installing.
  const d = sms ? deps(sms, false) : null;
  await unbindPush({
    storage: localStore(),
    provider: d?.provider ?? (async () => null),
    // Without a session the relay would answer 401 and raise the expiry notice; the token is still revoked.
    relay: (key, body) => (hasSession() ? relay(PUSH_ROWS[key], body as never, { silent: true }) : Promise.resolve(fail('no.session', 'logged out'))),
  });
}
