import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';

// The boundaries: member info's read (null is a failed read), the visit's counters, the wallet, the cashier settings and
// the promotions' availability.
const reads = vi.hoisted(() => ({ loadMember: vi.fn<() => Promise<null>>() }));
vi.mock('../../../src/state/member', async (original) => ({ ...(await original<object>()), loadMember: reads.loadMember }));
vi.mock('../../../src/member/sessionTriggers', () => ({ onLoggedIn: vi.fn(async () => undefined) }));
vi.mock('../../../src/state/wallet', async (original) => ({ ...(await original<object>()), loadWallet: vi.fn(async () => undefined) }));
vi.mock('../../../src/state/promo', async (original) => ({ ...(await original<object>()), loadAvailability: vi.fn(async () => undefined) }));
vi.mock('../../../src/state/deposit', async (original) => ({ ...(await original<object>()), loadDepositSettings: vi.fn(async () => undefined) }));

const { default: MemberHomePage } = await import('../../../src/pages/MemberHomePage.tsx');
const { default: DepositPage } = await import('../../../src/pages/DepositPage.tsx');
const { default: InviteFriendsPage } = await import('../../../src/pages/InviteFriendsPage.tsx');
const { default: AgentRegisterPage } = await import('../../../src/pages/AgentRegisterPage.tsx');
const session = await import('../../../src/state/session.ts');

let r: TestRoot;
beforeEach(() => {
  reads.loadMember.mockReset();
  r = testRoot();
});
afterEach(async () => { await r.unmount(); });

const PAGES: [string, ComponentType, string][] = [['the account page', MemberHomePage, 'member_home_title'], ['the cashier', DepositPage, 'member_deposit']];

describe.each(PAGES)('%s when member info cannot be read', (_name, Page, title) => {
  // Members-only pages: they open with a session.
  beforeEach(() => session.setSession({ spanId: '', id: '7', token: 'tok-m', merchantCode: 'demo', userName: 'p', type: 0, firstTimeLogin: false }));
  afterEach(() => session.clearSession());

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

// The invite and agent pages read member info only with a session (the invite page is public).
describe.each([['the invite page', InviteFriendsPage], ['the agent page', AgentRegisterPage]] as [string, ComponentType][])('%s when member info cannot be read', (_name, Page) => {
  beforeEach(() => session.setSession({ spanId: '', id: '7', token: 'tok-i', merchantCode: 'demo', userName: 'p', type: 0, firstTimeLogin: false }));
  afterEach(() => session.clearSession());

  it('says so with a Retry that reads again, instead of loading for ever', async () => {
    reads.loadMember.mockResolvedValue(null);
    await r.render(<Page />);
    await eventually(() => expect(r.host.querySelector('[data-testid="account-failed"]')).not.toBeNull());
    expect([...r.host.querySelectorAll('p[role="status"]')].map((p) => p.textContent)).not.toContain('loading');
    expect(reads.loadMember).toHaveBeenCalledTimes(1);
    r.host.querySelector<HTMLButtonElement>('[data-testid="account-failed"] button.notice-retry')!.click();
    await eventually(() => expect(reads.loadMember).toHaveBeenCalledTimes(2));
    await eventually(() => expect(r.host.querySelector('[data-testid="account-failed"]')).not.toBeNull());
  });

  it('a guest is not read for and sees no failure', async () => {
    session.clearSession();
    await r.render(<Page />);
    await Promise.resolve();
    expect(reads.loadMember).not.toHaveBeenCalled();
    expect(r.host.querySelector('[data-testid="account-failed"]')).toBeNull();
  });
});
