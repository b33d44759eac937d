import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '../../../contract/wallet.ts';
import { LOADING_GIVE_UP_MS } from '../../../src/components/PageLoading.tsx';
import { eventually } from '../eventually.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';

// The boundary: the wallet read (GET /wps/wallets/gcs and the country's display), one answer per call.
const w = vi.hoisted(() => ({ next: [] as (() => Promise<Wallet | null>)[] }));
vi.mock('../../../src/member/walletApi', () => ({ fetchWallet: vi.fn(() => (w.next.shift() ?? (() => new Promise<never>(() => {})))()) }));

const { BalanceCard } = await import('../../../src/member/BalanceCard.tsx');
const { loadWallet, resetWallet } = await import('../../../src/state/wallet.ts');
const { formatMoney } = await import('../../../src/lib/currency.ts');
const session = await import('../../../src/state/session.ts');

let r: TestRoot;
const amount = (): string => r.host.querySelector('[data-testid="wallet-balance"]')?.textContent ?? '';
const alert = (): HTMLElement | null => r.host.querySelector('[data-testid="wallet-unavailable"]');
const retry = (): HTMLButtonElement => [...alert()!.querySelectorAll('button')].find((b) => b.textContent === 'retry')!;

beforeEach(() => {
  w.next = [];
  resetWallet();
  session.setSession({ spanId: '', id: '7', token: 'tok-w', merchantCode: 'demo', userName: 'p', type: 0, firstTimeLogin: false });
  r = testRoot();
});
afterEach(async () => {
  await r.unmount();
  vi.useRealTimers();
  session.clearSession();
});

describe('BalanceCard', () => {
  it('a wallet read that fails says so with a retry instead of a skeleton for good; the retry shows the balance', async () => {
    w.next.push(async () => null);
    await r.render(<BalanceCard />);
    expect(r.host.querySelector('.balance-skeleton')).not.toBeNull();
    await act(async () => { await loadWallet(); });
    await eventually(() => expect(alert()?.textContent).toContain('wallet_unavailable'));
    // What to do, and a full-size Retry (not the compact .sm look) beside an icon.
    expect(alert()?.textContent).toContain('load_failed_hint');
    expect(retry().classList.contains('sm')).toBe(false);
    expect(alert()?.querySelector('.notice-ico')).not.toBeNull();
    expect(r.host.querySelector('.balance-skeleton')).toBeNull();
    expect(r.host.querySelector('[data-testid="wallet-balance"]')?.getAttribute('aria-busy')).toBe('false');
    w.next.push(async () => ({ balance: 1250.5, currency: 'PHP' }));
    await act(async () => retry().click());
    await eventually(() => expect(amount()).toBe(formatMoney(1250.5, 'PHP')));
    expect(alert()).toBeNull();
  });

  it('gives up waiting at the spec\'s loading bound (10 s), not at the request\'s 30 s time-out, and a retry waits anew', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(LOADING_GIVE_UP_MS).toBeGreaterThanOrEqual(5_000);
    expect(LOADING_GIVE_UP_MS).toBeLessThanOrEqual(10_000);
    await r.render(<BalanceCard />);
    void loadWallet(); // never answers
    await act(async () => { await vi.advanceTimersByTimeAsync(LOADING_GIVE_UP_MS - 1); });
    expect(alert()).toBeNull();
    expect(r.host.querySelector('.balance-skeleton')).not.toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(alert()?.textContent).toContain('loading_slow');
    expect(r.host.querySelector('.balance-skeleton')).toBeNull();
    // The retry asks again and shows the skeleton for a new full wait.
    await act(async () => retry().click());
    expect(alert()).toBeNull();
    expect(r.host.querySelector('.balance-skeleton')).not.toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(LOADING_GIVE_UP_MS - 1); });
    expect(alert()).toBeNull();
  });
});
