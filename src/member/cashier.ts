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
 * Marketing events of a cashier entry: a deposit is depositSubmit (+ firstDeposit the first time per
 * customer), then deposit for a member with no successful deposit yet or redeposit for one with some;
 * unknown count: neither. A withdraw is withdraw. Returns the events stored.
 */
export async function trackCashier(
  kind: CashierKind, payload: MarketingPayload & { customerId: string }, totalDepositSuccessCount: number | null, t: CashierTracking,
): Promise<MarketingEvent[]> {
  if (kind === 'withdraw') return (await t.track('withdraw', payload)) ? ['withdraw'] : [];
  const fired = await t.trackDepositSubmit(payload);
  if (totalDepositSuccessCount === null) {
    console.warn('cashier: deposit count unknown, deposit/redeposit not reported');
    return fired;
  }
  const event: MarketingEvent = totalDepositSuccessCount > 0 ? 'redeposit' : 'deposit';
  if (await t.track(event, payload)) fired.push(event);
  return fired;
}
