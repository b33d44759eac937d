import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryOrderDetail, LotteryOrderPage } from '../../../src/lottery/types.ts';
import { LOADING_GIVE_UP_MS } from '../../../src/components/PageLoading.tsx';
import { setCurrencyDisplay } from '../../../src/lib/currency.ts';
import { resetWallet, state as wallet } from '../../../src/state/wallet.ts';
import { eventually } from '../eventually.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';

// The boundary: the lottery gateway's endpoint functions.
const lgw = vi.hoisted(() => ({
  orders: vi.fn<(pageNo: number) => Promise<LotteryOrderPage | null>>(),
  order: vi.fn<(orderNo: string) => Promise<LotteryOrderDetail | null>>(),
}));
vi.mock('../../../src/api/lgw', () => ({ getLotteryOrders: lgw.orders, getLotteryOrder: lgw.order, cancelLotteryBet: vi.fn() }));

const { default: LotteryOrdersPage } = await import('../../../src/pages/LotteryOrdersPage.tsx');

const NBSP = '\u00a0';
const order = { orderNo: 'A1', gameCode: 'VN_HCM', gameName: 'Ho Chi Minh', numero: '20261206', placedAt: '2026-12-06T01:00:00Z', stake: 1250.5, win: 0, status: 'pending', betCount: 1 } as const;
const page: LotteryOrderPage = { orders: [{ ...order }], pageNo: 1, totalPages: 1 };
const detail: LotteryOrderDetail = { ...order, bets: [{ subOrderNo: 'A1-1', content: '12', stake: 1250.5, win: 0, status: 'pending', cancellable: false }] };

let r: TestRoot;
const stake = (): string => r.host.querySelector('[data-order="A1"] .lottery-order-line:last-child > span')?.textContent ?? '';
const betStake = (): string => r.host.querySelector('[data-bet="A1-1"] > span:nth-child(2)')?.textContent ?? '';

beforeEach(() => {
  resetWallet();
  setCurrencyDisplay(null);
  lgw.orders.mockReset();
  lgw.order.mockReset();
  r = testRoot();
});
afterEach(async () => {
  await r.unmount();
  vi.useRealTimers();
  resetWallet();
});

describe('lottery orders: amounts by the spec\'s currency rules (section 5)', () => {
  it('while the wallet\'s currency is unknown an amount is the formatter\'s number (zh grouping, two decimals), never a raw one', async () => {
    lgw.orders.mockResolvedValue(page);
    await r.render(<LotteryOrdersPage />);
    await eventually(() => expect(stake()).toBe('1,250.50'));
  });

  it('in the wallet\'s currency once it is known: PHP (TLB is read as PHP) in zh, BRL in pt-BR, in the list and an order\'s bets', async () => {
    lgw.orders.mockResolvedValue(page);
    lgw.order.mockResolvedValue(detail);
    await r.render(<LotteryOrdersPage />);
    await eventually(() => expect(stake()).toBe('1,250.50'));
    await act(async () => { wallet.currency = 'PHP'; });
    expect(stake()).toBe(`PHP${NBSP}1,250.50`);
    await act(async () => { wallet.currency = 'BRL'; });
    expect(stake()).toBe(`R$${NBSP}1.250,50`);
    await act(async () => r.host.querySelector<HTMLButtonElement>('[data-order="A1"] button')!.click());
    await eventually(() => expect(betStake()).toBe(`R$${NBSP}1.250,50`));
  });

  it('uses the country info\'s symbol and position for the merchant currency while the wallet\'s is not read', async () => {
    setCurrencyDisplay({ currency: 'TLB', currencySymbol: '₱', currencyPosition: 'before' });
    lgw.orders.mockResolvedValue(page);
    await r.render(<LotteryOrdersPage />);
    await eventually(() => expect(stake()).toBe('₱1,250.50'));
    setCurrencyDisplay(null);
  });

  it('stops waiting at the loading bound with a retry that asks again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    lgw.orders.mockReturnValue(new Promise(() => {}));
    await r.render(<LotteryOrdersPage />);
    const alert = (): HTMLElement | null => r.host.querySelector('[data-testid="loading-gave-up"]');
    await act(async () => { await vi.advanceTimersByTimeAsync(LOADING_GIVE_UP_MS - 1); });
    expect(alert()).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(alert()?.textContent).toContain('loading_slow');
    lgw.orders.mockResolvedValue(page);
    await act(async () => alert()!.querySelector('button')!.click());
    expect(lgw.orders).toHaveBeenCalledTimes(2);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(alert()).toBeNull();
    expect(stake()).toBe('1,250.50');
  });
});
