import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';

// The boundaries: member info's read (null is a failed read), the visit's counters, the wallet and the cashier settings.
const reads = vi.hoisted(() => ({ loadMember: vi.fn<() => Promise<null>>() }));
vi.mock('../../../src/state/member', async (original) => ({ ...(await original<object>()), loadMember: reads.loadMember }));
vi.mock('../../../src/member/sessionTriggers', () => ({ onLoggedIn: vi.fn(async () => undefined) }));
vi.mock('../../../src/state/wallet', async (original) => ({ ...(await original<object>()), loadWallet: vi.fn(async () => undefined) }));
vi.mock('../../../src/state/deposit', async (original) => ({ ...(await original<object>()), loadDepositSettings: vi.fn(async () => undefined) }));

const { default: MemberHomePage } = await import('../../../src/pages/MemberHomePage.tsx');
const { default: DepositPage } = await import('../../../src/pages/DepositPage.tsx');

let r: TestRoot;
beforeEach(() => {
  reads.loadMember.mockReset();
  r = testRoot();
});
afterEach(async () => { await r.unmount(); });

const PAGES: [string, ComponentType, string][] = [['the account page', MemberHomePage, 'member_home_title'], ['the cashier', DepositPage, 'member_deposit']];

describe.each(PAGES)('%s when member info cannot be read', (_name, Page, title) => {
  it('says so at once with a Retry that reads again (not the loader\'s 10 s give-up)', async () => {
    reads.loadMember.mockResolvedValue(null);
    await r.render(<Page />);
    await eventually(() => expect(r.host.querySelector('[data-testid="account-failed"]')).not.toBeNull());
    const notice = r.host.querySelector('[data-testid="account-failed"]')!;
    expect(notice.querySelector('strong')?.textContent).toBe('account_failed');
    expect(r.host.querySelector('h1')?.textContent).toBe(title);
    expect(r.host.querySelector('[data-testid="loading-gave-up"]')).toBeNull();
    expect(reads.loadMember).toHaveBeenCalledTimes(1);
    notice.querySelector<HTMLButtonElement>('button.notice-retry')!.click();
    await eventually(() => expect(reads.loadMember).toHaveBeenCalledTimes(2));
    await eventually(() => expect(r.host.querySelector('[data-testid="account-failed"]')).not.toBeNull());
  });
});
