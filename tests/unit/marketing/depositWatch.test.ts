import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketingEvent } from '../../../contract/marketing.ts';
import { watchDepositArrivals } from '../../../src/marketing/depositWatch.ts';
import { state as deposit } from '../../../src/state/deposit.ts';
import { state as session, type SessionInfo } from '../../../src/state/session.ts';
import { eventually } from '../eventually.ts';

const info = (id: string, token: string): SessionInfo => ({ spanId: '', id, token, merchantCode: 'demo', userName: `u${id}`, type: 0, firstTimeLogin: false });

afterEach(() => { session.info = null; deposit.totalDepositSuccessCount = null; localStorage.clear(); });

describe('watchDepositArrivals', () => {
  it('reports the growth of the count read for the session member, not the opening of the cashier', async () => {
    const sent: [MarketingEvent, string | undefined][] = [];
    const track = vi.fn(async (e: MarketingEvent, p?: { customerId?: string }) => { sent.push([e, p?.customerId]); return true; });
    session.info = info('9', 'tok-9');
    deposit.totalDepositSuccessCount = 0;
    const stop = watchDepositArrivals(track);
    await eventually(() => expect(localStorage.getItem('MC_MK_DEPOSITS_SEEN')).toBe('{"9":0}'));
    deposit.totalDepositSuccessCount = 1;
    await eventually(() => expect(sent).toEqual([['firstDepositArrival', '9'], ['deposit', '9']]));
    deposit.totalDepositSuccessCount = 2;
    await eventually(() => expect(sent.at(-1)).toEqual(['redeposit', '9']));
    stop();
  });
});
