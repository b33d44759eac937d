import { describe, expect, it, vi } from 'vitest';
import type { MarketingEvent } from '../../../contract/marketing';
import { CASHIER_COUNTS_KEY, countUse, readCounts, rereadOnReturn, trackCashier } from '../../../src/member/cashier';

const tracking = () => {
  const sent: MarketingEvent[] = [];
  const seenCustomers = new Set<string>();
  return {
    sent,
    track: vi.fn(async (e: MarketingEvent) => { sent.push(e); return true; }),
    // The real once-rule (src/marketing/onceRules.ts) is tested there; this stand-in keeps its contract.
    trackDepositSubmit: vi.fn(async (p: { customerId: string }) => {
      const fired: MarketingEvent[] = ['depositSubmit'];
      if (!seenCustomers.has(p.customerId)) { seenCustomers.add(p.customerId); fired.push('firstDeposit'); }
      sent.push(...fired);
      return fired;
    }),
  };
};

describe('cashier marketing events', () => {
  const payload = { customerId: '7', customerName: 'player01' };
  it('opening the deposit entry is depositSubmit (+ firstDeposit once), never deposit or redeposit', async () => {
    const t = tracking();
    expect(await trackCashier('deposit', payload, t)).toEqual(['depositSubmit', 'firstDeposit']);
    expect(await trackCashier('deposit', payload, t)).toEqual(['depositSubmit']);
    expect(t.sent).not.toContain('deposit');
    expect(t.sent).not.toContain('redeposit');
  });

  it('withdraw is withdraw only', async () => {
    const t = tracking();
    expect(await trackCashier('withdraw', payload, t)).toEqual(['withdraw']);
    expect(t.trackDepositSubmit).not.toHaveBeenCalled();
  });
});

describe('rereadOnReturn', () => {
  it('reads the deposit settings again once, when the page is visible or focused again', () => {
    const reread = vi.fn();
    const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
    doc.visibilityState = 'hidden';
    const win = new EventTarget();
    rereadOnReturn({ document: doc as unknown as Document, window: win as unknown as Window }, reread);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(reread).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('focus'));
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when told to', () => {
    const reread = vi.fn();
    const win = new EventTarget();
    const stop = rereadOnReturn({ document: new EventTarget() as unknown as Document, window: win as unknown as Window }, reread);
    stop();
    win.dispatchEvent(new Event('focus'));
    expect(reread).not.toHaveBeenCalled();
  });
});

describe('cashier counters', () => {
  it('count per customer and kind, and survive garbage in storage', () => {
    localStorage.clear();
    countUse(localStorage, 'a', 'deposit');
    countUse(localStorage, 'a', 'deposit');
    countUse(localStorage, 'b', 'withdraw');
    expect(readCounts(localStorage, 'a')).toEqual({ deposit: 2, withdraw: 0 });
    expect(readCounts(localStorage, 'b')).toEqual({ deposit: 0, withdraw: 1 });
    localStorage.setItem(CASHIER_COUNTS_KEY, JSON.stringify({ a: { deposit: -1, withdraw: 'x' } }));
    expect(readCounts(localStorage, 'a')).toEqual({ deposit: 0, withdraw: 0 });
    expect(countUse(localStorage, 'a', 'withdraw')).toEqual({ deposit: 0, withdraw: 1 });
  });

  it('keep at most 50 customers, dropping the oldest', () => {
    localStorage.clear();
    for (let i = 0; i < 55; i++) countUse(localStorage, `c${i}`, 'deposit');
    const all = JSON.parse(localStorage.getItem(CASHIER_COUNTS_KEY)!) as Record<string, unknown>;
    expect(Object.keys(all)).toHaveLength(50);
    expect(all.c0).toBeUndefined();
    expect(all.c54).toBeDefined();
  });
});
