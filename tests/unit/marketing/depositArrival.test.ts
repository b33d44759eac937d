import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketingEvent } from '../../../contract/marketing.ts';
import { DEPOSITS_SEEN_KEY, growthEvents, reportDepositGrowth } from '../../../src/marketing/depositArrival.ts';

const payload = { customerId: '42', customerName: 'gus' };
function env(stored = true) {
  const sent: MarketingEvent[] = [];
  return { sent, e: { local: localStorage, track: vi.fn(async (ev: MarketingEvent) => { sent.push(ev); return stored; }) } };
}

beforeEach(() => localStorage.clear());

describe('deposit arrival (deposit settings count growing between two reads)', () => {
  it('growth from 0 is firstDepositArrival + deposit, later growth is redeposit; no growth, nothing', () => {
    expect(growthEvents(undefined, 3)).toEqual([]);
    expect(growthEvents(0, 0)).toEqual([]);
    expect(growthEvents(0, 1)).toEqual(['firstDepositArrival', 'deposit']);
    expect(growthEvents(1, 2)).toEqual(['redeposit']);
    expect(growthEvents(5, 4)).toEqual([]);
  });

  it('the first read is a baseline; each later growth is reported once', async () => {
    const { sent, e } = env();
    expect(await reportDepositGrowth(e, payload, 0)).toEqual([]);
    expect(await reportDepositGrowth(e, payload, 0)).toEqual([]);
    expect(await reportDepositGrowth(e, payload, 1)).toEqual(['firstDepositArrival', 'deposit']);
    expect(await reportDepositGrowth(e, payload, 1)).toEqual([]);
    expect(await reportDepositGrowth(e, payload, 2)).toEqual(['redeposit']);
    expect(sent).toEqual(['firstDepositArrival', 'deposit', 'redeposit']);
    expect(e.track).toHaveBeenCalledWith('deposit', payload);
  });

  it('a member seen with deposits already never gets firstDepositArrival', async () => {
    const { sent, e } = env();
    await reportDepositGrowth(e, payload, 3);
    expect(await reportDepositGrowth(e, payload, 4)).toEqual(['redeposit']);
    expect(sent).toEqual(['redeposit']);
  });

  it('counts are kept per customer; garbage in storage is a first read', async () => {
    const { e } = env();
    await reportDepositGrowth(e, payload, 0);
    await reportDepositGrowth(e, { customerId: '7' }, 5);
    expect(JSON.parse(localStorage.getItem(DEPOSITS_SEEN_KEY)!)).toEqual({ 42: 0, 7: 5 });
    localStorage.setItem(DEPOSITS_SEEN_KEY, '{"42":"x"}');
    expect(await reportDepositGrowth(e, payload, 1)).toEqual([]);
  });

  it('when nothing could be stored, the old count is kept so the next read reports it again', async () => {
    const failing = env(false);
    await reportDepositGrowth(failing.e, payload, 0);
    expect(await reportDepositGrowth(failing.e, payload, 1)).toEqual([]);
    const ok = env();
    expect(await reportDepositGrowth(ok.e, payload, 1)).toEqual(['firstDepositArrival', 'deposit']);
  });

  it('remembers at most 50 customers', async () => {
    const { e } = env();
    for (let i = 0; i < 55; i++) await reportDepositGrowth(e, { customerId: `c${i}` }, i);
    const all = JSON.parse(localStorage.getItem(DEPOSITS_SEEN_KEY)!) as Record<string, number>;
    expect(Object.keys(all)).toHaveLength(50);
    expect(all.c0).toBeUndefined();
  });
});
