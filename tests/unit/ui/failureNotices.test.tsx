import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementGroups } from '../../../src/api/lobbyContent.ts';
import type { LotteryOrderPage } from '../../../src/lottery/types.ts';
import { eventually } from '../eventually.ts';
import { testRoot, type TestRoot } from './helpers.ts';

// The boundaries: the announcement read and the lottery gateway's endpoint functions (null is a failed read).
const api = vi.hoisted(() => ({
  groups: vi.fn<() => Promise<AnnouncementGroups | null>>(),
  orders: vi.fn<(pageNo: number) => Promise<LotteryOrderPage | null>>(),
  order: vi.fn<(orderNo: string) => Promise<null>>(),
  draws: vi.fn<() => Promise<null>>(),
}));
vi.mock('../../../src/api/lobbyContent', () => ({ getAnnouncementGroups: api.groups }));
vi.mock('../../../src/api/lgw', () => ({
  getLotteryOrders: api.orders, getLotteryOrder: api.order, cancelLotteryBet: vi.fn(),
  getLotteryGames: vi.fn(async () => []), getLatestDraws: api.draws, getVnMenu: vi.fn(async () => []),
}));

const { LoadingStatus } = await import('../../../src/components/PageLoading.tsx');
const { NewsList } = await import('../../../src/components/lobby/NewsList.tsx');
const { OrderDetail } = await import('../../../src/lottery/OrderDetail.tsx');
const { default: LotteryBoard } = await import('../../../src/lottery/LotteryBoard.tsx');
const { default: LotteryOrdersPage } = await import('../../../src/pages/LotteryOrdersPage.tsx');

let r: TestRoot;
beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  r = testRoot();
});
afterEach(async () => { await r.unmount(); });

/** The one notice every failed or abandoned read shows: an icon, what happened, what to do, a full-size Retry. */
function expectNotice(notice: Element | null, message: string): HTMLButtonElement {
  expect(notice, message).not.toBeNull();
  expect(notice!.getAttribute('role')).toBe('alert');
  expect(notice!.querySelector('.notice-ico')?.getAttribute('aria-hidden')).toBe('true');
  expect(notice!.querySelector('strong')?.textContent).toBe(message);
  expect(notice!.textContent).toContain('load_failed_hint');
  const retry = notice!.querySelector<HTMLButtonElement>('button.btn.notice-retry')!;
  // The compact look (.sm) is for rows of actions, not a page's only way forward.
  expect(retry.classList.contains('sm')).toBe(false);
  expect(retry.textContent).toBe('retry');
  expect(retry.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  return retry;
}

describe('failure and give-up notices say what happened and what to do, with a proper Retry', () => {
  it('a loading state that gives up', async () => {
    await r.render(<LoadingStatus giveUpMs={10} />);
    await eventually(() => expect(r.host.querySelector('[data-testid="loading-gave-up"]')).not.toBeNull());
    expectNotice(r.host.querySelector('[data-testid="loading-gave-up"]'), 'loading_slow');
  });

  it('the news page whose read failed says so, not "no news", and its retry reads again', async () => {
    api.groups.mockResolvedValueOnce(null).mockResolvedValueOnce({ promotion: [], player: [], popup: [], hot: [] });
    await r.render(<NewsList />);
    await eventually(() => expect(r.host.querySelector('[data-testid="news-failed"]')).not.toBeNull());
    expect(r.host.textContent).not.toContain('news_empty');
    const retry = expectNotice(r.host.querySelector('[data-testid="news-failed"]'), 'news_failed');
    await act(async () => retry.click());
    await eventually(() => expect(r.host.textContent).toContain('news_empty'));
    expect(api.groups).toHaveBeenCalledTimes(2);
  });

  it('the orders list whose read failed', async () => {
    api.orders.mockResolvedValue(null);
    await r.render(<LotteryOrdersPage />);
    await eventually(() => expect(r.host.querySelector('[data-testid="lottery-orders"][data-state="failed"]')).not.toBeNull());
    expectNotice(r.host.querySelector('[data-testid="lottery-orders"] .notice'), 'lottery_orders_failed');
  });

  it('the next page of orders that failed says only that, keeps the orders shown, and its Retry asks for that page again', async () => {
    const first = { orderNo: 'A1', gameCode: 'G', gameName: 'Mega', numero: '1', placedAt: '2026-12-06T01:00:00Z', stake: 10, win: 0, status: 'pending', betCount: 1 } as const;
    api.orders.mockResolvedValueOnce({ orders: [first], pageNo: 1, totalPages: 2 }).mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ orders: [{ ...first, orderNo: 'A2' }], pageNo: 2, totalPages: 2 });
    await r.render(<LotteryOrdersPage />);
    await eventually(() => expect(r.host.querySelector('[data-testid="lottery-orders-more"]')).not.toBeNull());
    await act(async () => r.host.querySelector<HTMLButtonElement>('[data-testid="lottery-orders-more"]')!.click());
    await eventually(() => expect(r.host.querySelector('[data-testid="lottery-orders-more-failed"]')).not.toBeNull());
    const retry = expectNotice(r.host.querySelector('[data-testid="lottery-orders-more-failed"]'), 'lottery_orders_more_failed');
    expect(r.host.querySelector('[data-order="A1"]')).not.toBeNull();
    // One way forward, not a Retry and a "more" button side by side.
    expect(r.host.querySelector('[data-testid="lottery-orders-more"]')).toBeNull();
    await act(async () => retry.click());
    await eventually(() => expect(r.host.querySelector('[data-order="A2"]')).not.toBeNull());
    expect(api.orders.mock.calls.map((c) => c[0])).toEqual([1, 2, 2]);
    expect(r.host.querySelector('[data-testid="lottery-orders-more-failed"]')).toBeNull();
  });

  it('one order whose read failed names the order, not the whole list, and keeps the page title', async () => {
    api.order.mockResolvedValue(null);
    await r.render(<OrderDetail orderNo="A1" money={String} onBack={() => undefined} />);
    await eventually(() => expect(r.host.querySelector('[data-testid="lottery-order"][data-state="failed"]')).not.toBeNull());
    expectNotice(r.host.querySelector('[data-testid="lottery-order"] .notice'), 'lottery_order_failed');
    expect(r.host.querySelector('h1')?.textContent).toBe('lottery_order');
  });

  it('the lottery results board whose gateway failed', async () => {
    api.draws.mockResolvedValue(null);
    await r.render(<LotteryBoard backUrl="/m/elott" />);
    await eventually(() => expect(r.host.querySelector('[data-testid="lottery-results"][data-state="failed"]')).not.toBeNull());
    expectNotice(r.host.querySelector('[data-testid="lottery-results"] .notice'), 'lottery_results_unavailable');
  });
});
