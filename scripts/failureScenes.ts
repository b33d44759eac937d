// The failure and give-up states `npm run shots -- --failures` captures: each scene makes some /wps or /lgw calls
// (or a page's chunk) fail or never answer, with Playwright's page.route, then waits for the state a player sees.
import type { Locator, Page, Route } from 'playwright-core';
import { CODES } from '../contract/codes.ts';
import { PATHS } from '../contract/routes.ts';
import { WALLET_PATH } from '../contract/wallet.ts';
import { WPS } from '../contract/wps.ts';

/** 'unavailable' answers 503, 'abort' drops the connection, 'hang' never answers (the 10 s give-ups). */
export type FailMode = 'unavailable' | 'abort' | 'hang';

export interface Failure {
  /** Matched against the request's URL (path and query). */
  url: RegExp;
  mode: FailMode;
  /** Calls let through before the failure starts (the URL token's own check before the member page's read, say). */
  after?: number;
}

export interface FailureScene {
  name: string;
  path: string;
  member: boolean;
  /** Merchants whose data has the state at all (orders to open); all when absent. */
  merchants?: readonly string[];
  fail: readonly Failure[];
  /** Taps that lead to the state once the page is up. */
  act?: (page: Page) => Promise<void>;
  /** The state itself, waited for (a give-up appears about 10 s after its load started). */
  shown: (page: Page) => Locator;
}

const esc = (s: string): RegExp => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const WALLET = esc(WALLET_PATH);
const MEMBER_INFO = new RegExp(`${esc(WPS.memberInfo).source}(\\?|$)`);
const ANNOUNCEMENTS = /\/wps\/relay\/(CC|MC)SFE_getListAnnouncements/;
const ORDERS = /\/lgw\/orders(\?|$)/;
const ORDERS_PAGE_2 = /\/lgw\/orders\?.*pageNo=2/;
const ORDER_DETAIL = /\/lgw\/orders\/detail/;
const DRAWS = /\/lotto\/lgw\/games\/opened\/numero/;
const ORDERS_CHUNK = /\/assets\/LotteryOrdersPage-[^/]*\.js/;
const WITH_ORDERS = ['demo', 'lotto'] as const;

const gaveUp = (page: Page): Locator => page.getByTestId('loading-gave-up').first();
const openFirstOrder = async (page: Page): Promise<void> => {
  await page.locator('[data-order] button').first().click();
};

export const FAILURE_SCENES: readonly FailureScene[] = [
  { name: 'balance-failed', path: PATHS.memberHome, member: true, fail: [{ url: WALLET, mode: 'unavailable' }], shown: (p) => p.getByTestId('wallet-unavailable') },
  { name: 'balance-gave-up', path: PATHS.memberHome, member: true, fail: [{ url: WALLET, mode: 'hang' }], shown: (p) => p.getByTestId('wallet-unavailable') },
  { name: 'member-info-failed', path: PATHS.memberHome, member: true, fail: [{ url: MEMBER_INFO, mode: 'unavailable', after: 1 }], shown: (p) => p.getByTestId('account-failed') },
  { name: 'deposit-member-info-failed', path: PATHS.deposit, member: true, fail: [{ url: MEMBER_INFO, mode: 'unavailable', after: 1 }], shown: (p) => p.getByTestId('account-failed') },
  { name: 'invite-member-info-failed', path: PATHS.inviteFriends, member: true, fail: [{ url: MEMBER_INFO, mode: 'unavailable', after: 1 }], shown: (p) => p.getByTestId('account-failed') },
  { name: 'member-info-gave-up', path: PATHS.memberHome, member: true, fail: [{ url: MEMBER_INFO, mode: 'hang', after: 1 }], shown: gaveUp },
  { name: 'guard-gave-up', path: PATHS.memberHome, member: true, fail: [{ url: MEMBER_INFO, mode: 'hang' }], shown: gaveUp },
  { name: 'news-failed', path: PATHS.news, member: false, fail: [{ url: ANNOUNCEMENTS, mode: 'unavailable' }], shown: (p) => p.locator('[data-testid=news-failed], .category .pad.muted').first() },
  { name: 'news-gave-up', path: PATHS.news, member: false, fail: [{ url: ANNOUNCEMENTS, mode: 'hang' }], shown: gaveUp },
  { name: 'orders-failed', path: PATHS.lotteryOrders, member: true, fail: [{ url: ORDERS, mode: 'unavailable' }], shown: (p) => p.locator('[data-testid=lottery-orders][data-state=failed]') },
  { name: 'orders-gave-up', path: PATHS.lotteryOrders, member: true, fail: [{ url: ORDERS, mode: 'hang' }], shown: gaveUp },
  { name: 'orders-chunk-gave-up', path: PATHS.lotteryOrders, member: true, fail: [{ url: ORDERS_CHUNK, mode: 'hang' }], shown: gaveUp },
  {
    name: 'orders-more-failed', path: PATHS.lotteryOrders, member: true, merchants: ['lotto'], fail: [{ url: ORDERS_PAGE_2, mode: 'abort' }],
    act: async (p) => { await p.getByTestId('lottery-orders-more').click(); }, shown: (p) => p.locator('[data-testid=lottery-orders] [role=alert]').last(),
  },
  { name: 'order-failed', path: PATHS.lotteryOrders, member: true, merchants: WITH_ORDERS, fail: [{ url: ORDER_DETAIL, mode: 'unavailable' }], act: openFirstOrder, shown: (p) => p.locator('[data-testid=lottery-order][data-state=failed]') },
  { name: 'order-gave-up', path: PATHS.lotteryOrders, member: true, merchants: WITH_ORDERS, fail: [{ url: ORDER_DETAIL, mode: 'hang' }], act: openFirstOrder, shown: gaveUp },
  { name: 'results-failed', path: PATHS.elott, member: false, fail: [{ url: DRAWS, mode: 'unavailable' }], shown: (p) => p.locator('[data-testid=lottery-results][data-state=failed]') },
  { name: 'results-gave-up', path: PATHS.elott, member: false, fail: [{ url: DRAWS, mode: 'hang' }], shown: gaveUp },
];

/** Installs a scene's failures on the page, before it loads. */
export async function installFailures(page: Page, fail: readonly Failure[]): Promise<void> {
  for (const f of fail) {
    let seen = 0;
    await page.route((u) => f.url.test(u.pathname + u.search), async (route: Route) => {
      seen += 1;
      if (seen <= (f.after ?? 0)) return route.continue();
      // The envelope the reference server answers in an outage (server/http/reply.ts), so the page reacts as it would.
      if (f.mode === 'unavailable') return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, value: null, code: CODES.serviceUnavailable, message: 'the server is busy, please retry in a moment' }) });
      if (f.mode === 'abort') return route.abort('connectionfailed');
      // 'hang': the request stays pending until the context closes.
    });
  }
}
