/**
 * deposit, redeposit and firstDepositArrival of spec section 3 fire on a deposit that HAPPENED: the
 * cashier's count of successful deposits (deposit settings' totalDepositSuccessCount) grew between two
 * reads of the same customer. Opening the cashier is only depositSubmit.
 */
import type { MarketingEvent, MarketingPayload } from '../../contract/marketing.ts';
import { safeGetJSON, safeSetJSON } from '../lib/storage';
import type { Track } from './onceRules.ts';

/** The last count read per customer on this browser (JSON object customerId -> count). */
export const DEPOSITS_SEEN_KEY = 'MC_MK_DEPOSITS_SEEN';
/** Customers remembered; the oldest drop off first. */
const MAX_CUSTOMERS = 50;
type Seen = Record<string, number>;

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isSeen = (x: unknown): x is Seen => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every(isCount);

function remember(storage: Storage, all: Seen, customerId: string, count: number): void {
  const rest = Object.entries(all).filter(([id]) => id !== customerId).slice(-(MAX_CUSTOMERS - 1));
  safeSetJSON(storage, DEPOSITS_SEEN_KEY, Object.fromEntries([...rest, [customerId, count]]));
}

/** Which events one read's growth reports: from 0 the first deposit arrived, later ones are redeposits. */
export function growthEvents(before: number | undefined, now: number): MarketingEvent[] {
  if (before === undefined || now <= before) return [];
  return before === 0 ? ['firstDepositArrival', 'deposit'] : ['redeposit'];
}

/**
 * Compares a fresh count with the last one seen for this customer, remembers it and reports the growth.
 * The first read of a customer on this browser is only a baseline: what happened before is not ours to report.
 * When nothing could be stored the old count is kept, so the next read reports the growth again.
 */
export async function reportDepositGrowth(
  env: { local: Storage; track: Track }, payload: MarketingPayload & { customerId: string }, count: number,
): Promise<MarketingEvent[]> {
  if (!payload.customerId || !isCount(count)) return [];
  const all = safeGetJSON(env.local, DEPOSITS_SEEN_KEY, isSeen) ?? {};
  const before = all[payload.customerId];
  const events = growthEvents(before, count);
  if (before !== count) remember(env.local, all, payload.customerId, count);
  const fired: MarketingEvent[] = [];
  for (const event of events) if (await env.track(event, payload)) fired.push(event);
  if (events.length > 0 && fired.length === 0 && before !== undefined) remember(env.local, all, payload.customerId, before);
  return fired;
}
