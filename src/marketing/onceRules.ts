/**
 * Once-rules of spec section 4: firstOpen once, a2hsFirstOpen once on the first home-screen or PWA
 * open, viewContent once per browser session, firstDeposit on the first depositSubmit per customer.
 * A flag is written only after the event is stored, so a failed write is retried on the next visit.
 */
import type { MarketingEvent, MarketingPayload } from '../../contract/marketing.ts';
import { isStringArray } from './guards.ts';
import { safeGetItem, safeGetJSON, safeSetItem, safeSetJSON } from '../lib/storage';

export const ONCE_KEYS = { firstOpen: 'MC_MK_FIRST_OPEN', a2hsFirstOpen: 'MC_MK_A2HS_FIRST_OPEN', viewContent: 'MC_MK_VIEW_CONTENT', deposited: 'MC_MK_DEPOSITED' } as const;
/** Customers remembered for firstDeposit on this browser; older ones drop off first. */
const MAX_CUSTOMERS = 50;

export type Track = (event: MarketingEvent, payload?: MarketingPayload) => Promise<boolean>;
export interface OnceEnv { local: Storage; session: Storage; track: Track; homeScreen: boolean }

async function once(storage: Storage, key: string, run: () => Promise<boolean>): Promise<boolean> {
  if (safeGetItem(storage, key) === '1') return false;
  // Set before sending so a second call in the same tick does not double it; cleared again if storing failed.
  safeSetItem(storage, key, '1');
  const stored = await run();
  if (!stored) safeSetItem(storage, key, '0');
  return stored;
}

/** The events a page load may fire; returns those that were tracked. */
export async function trackOpen(env: OnceEnv): Promise<MarketingEvent[]> {
  const fired: MarketingEvent[] = [];
  if (await once(env.local, ONCE_KEYS.firstOpen, () => env.track('firstOpen'))) fired.push('firstOpen');
  if (env.homeScreen && await once(env.local, ONCE_KEYS.a2hsFirstOpen, () => env.track('a2hsFirstOpen'))) fired.push('a2hsFirstOpen');
  if (await once(env.session, ONCE_KEYS.viewContent, () => env.track('viewContent'))) fired.push('viewContent');
  return fired;
}

/** depositSubmit, plus firstDeposit the first time this customer submits a deposit. */
export async function trackDepositSubmit(env: Pick<OnceEnv, 'local' | 'track'>, payload: MarketingPayload & { customerId: string }): Promise<MarketingEvent[]> {
  const fired: MarketingEvent[] = [];
  if (await env.track('depositSubmit', payload)) fired.push('depositSubmit');
  const known = safeGetJSON(env.local, ONCE_KEYS.deposited, isStringArray) ?? [];
  if (!payload.customerId || known.includes(payload.customerId)) return fired;
  const next = [...known, payload.customerId].slice(-MAX_CUSTOMERS);
  safeSetJSON(env.local, ONCE_KEYS.deposited, next);
  if (await env.track('firstDeposit', payload)) fired.push('firstDeposit');
  else safeSetJSON(env.local, ONCE_KEYS.deposited, known);
  return fired;
}
