import type { MarketingEvent, MarketingPayload } from '../../contract/marketing';
import { safeGetJSON, safeSetJSON } from '../lib/storage';

/** Deposit and withdraw counters of spec section 3 ("other stored values"), per customer on this browser. */
export const CASHIER_COUNTS_KEY = 'MC_CASHIER_COUNTS';
export type CashierKind = 'deposit' | 'withdraw';
type Counts = Record<string, { deposit: number; withdraw: number }>;
const MAX_CUSTOMERS = 50;

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isCounts = (x: unknown): x is Counts => typeof x === 'object' && x !== null && !Array.isArray(x)
  && Object.values(x).every((c) => typeof c === 'object' && c !== null && isCount((c as Counts[string]).deposit) && isCount((c as Counts[string]).withdraw));

export function readCounts(storage: Storage, customerId: string): { deposit: number; withdraw: number } {
  return safeGetJSON(storage, CASHIER_COUNTS_KEY, isCounts)?.[customerId] ?? { deposit: 0, withdraw: 0 };
}

/** Adds one use of an entry; the oldest customers drop off past MAX_CUSTOMERS. Returns the new counts. */
export function countUse(storage: Storage, customerId: string, kind: CashierKind): { deposit: number; withdraw: number } {
  const all = { ...(safeGetJSON(storage, CASHIER_COUNTS_KEY, isCounts) ?? {}) };
  const mine = { ...(all[customerId] ?? { deposit: 0, withdraw: 0 }) };
  mine[kind] += 1;
  delete all[customerId];
  const kept = Object.entries(all).slice(-(MAX_CUSTOMERS - 1));
  safeSetJSON(storage, CASHIER_COUNTS_KEY, Object.fromEntries([...kept, [customerId, mine]]));
  return mine;
}

export interface CashierTracking {
  track: (event: MarketingEvent, payload?: MarketingPayload) => Promise<boolean>;
  /** depositSubmit, plus firstDeposit on this customer's first (src/marketing). */
  trackDepositSubmit: (payload: MarketingPayload & { customerId: string }) => Promise<MarketingEvent[]>;
}

/**
 * Marketing events of opening a cashier entry: a deposit entry is depositSubmit (+ firstDeposit the first
 * time per customer), a withdraw entry is withdraw. deposit and redeposit are NOT reported here: they
 * fire once the cashier reports a deposit that happened (src/marketing/depositArrival.ts).
 */
export async function trackCashier(
  kind: CashierKind, payload: MarketingPayload & { customerId: string }, t: CashierTracking,
): Promise<MarketingEvent[]> {
  if (kind === 'withdraw') return (await t.track('withdraw', payload)) ? ['withdraw'] : [];
  return t.trackDepositSubmit(payload);
}

/** What rereadOnReturn listens to: the page's document and window. */
export interface ReturnTarget {
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * The cashier opens in another tab (no handle: noopener). Coming back to this page (tab visible again or
 * window focused) means it closed or was left: the deposit settings are read again once, so a deposit that
 * went through is seen. Returns the function that stops waiting.
 */
export function rereadOnReturn(target: ReturnTarget, reread: () => void): () => void {
  const stop = (): void => {
    target.document.removeEventListener('visibilitychange', onVisible);
    target.window.removeEventListener('focus', onBack);
  };
  const onBack = (): void => { stop(); reread(); };
  const onVisible = (): void => { if (target.document.visibilityState === 'visible') onBack(); };
  target.document.addEventListener('visibilitychange', onVisible);
  target.window.addEventListener('focus', onBack);
  return stop;
}

/**
 * The cashier's address for one movement: the amount in the query; for the site's own (same-origin) cashier the
 * session rides in the fragment, which is never sent to a server nor in a Referer. Other origins get no token.
 */
export function cashierUrl(target: string, here: string, amount: number, who: { token: string; merchantCode: string }): string | null {
  let url: URL;
  try {
    url = new URL(target, here);
  } catch {
    return null;
  }
  const origin = new URL(here).origin;
  if (url.origin !== origin && url.protocol !== 'https:') return null;
  url.searchParams.set('amount', amount.toFixed(2));
  url.hash = url.origin === origin ? new URLSearchParams({ token: who.token, merchant: who.merchantCode }).toString() : '';
  return url.href;
}

/** Quick amounts offered as chips (major units of the merchant currency). */
export const AMOUNT_CHIPS = [100, 200, 500, 1000, 5000] as const;

/** A typed amount: digits with an optional decimal point or comma and up to two decimals; null otherwise. */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s)) return null;
  return Number(s);
}
