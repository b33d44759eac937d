import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';

const calls: string[] = [];
/** While set, every answer waits for it: the test decides when the answers arrive. */
let gate: Promise<void> | null = null;
const answered: string[] = [];
const answer = async <T>(name: string, value: T): Promise<T> => { calls.push(name); if (gate) await gate; answered.push(name); return value; };
vi.mock('../../../src/api/member', () => ({
  getUnreadCount: vi.fn(() => answer('unread', 4)),
  getRankProgress: vi.fn(() => answer('rank', { success: true, value: { currentProgress: { completedConditions: 1, totalExpectedConditions: 2 }, playerRankProgress: { labelId: 'g' } }, code: '', message: '' })),
  getDepositSettings: vi.fn(() => answer('deposit', { success: true, value: { totalDepositSuccessCount: 3, depositUrl: '', withdrawUrl: '' }, code: '', message: '' })),
  getPromoCodeEnable: vi.fn(() => answer('promo', true)),
  getChatUnread: vi.fn(() => answer('chat', 1)),
}));
vi.mock('../../../src/member/walletApi', () => ({
  fetchWallet: vi.fn(() => answer('wallet', { balance: 12.5, currency: 'PHP' })),
}));
vi.mock('../../../src/state/member', async (orig) => ({ ...(await orig<object>()), loadMember: vi.fn(async () => null) }));

const { startSessionTriggers } = await import('../../../src/member/sessionTriggers');
const session = await import('../../../src/state/session');
const inbox = await import('../../../src/state/inbox');
const deposit = await import('../../../src/state/deposit');
const rank = await import('../../../src/state/rank');
const promo = await import('../../../src/state/promo');
const member = await import('../../../src/state/member');
const wallet = await import('../../../src/state/wallet');

const info = (token: string) => ({ spanId: '', id: '1', token, merchantCode: 'demo', userName: 'player01', type: 0, firstTimeLogin: false });
const tick = () => new Promise((r) => setTimeout(r, 0));

let stop: () => void = () => {};
beforeEach(() => { calls.length = 0; answered.length = 0; gate = null; session.clearSession(); });
afterEach(() => stop());

describe('logged-in changes (spec section 4)', () => {
  it('a login loads promo code, rank, deposit settings and unread; logout resets them', async () => {
    stop = startSessionTriggers();
    session.setSession(info('t1'));
    await eventually(() => expect(inbox.state.unread).toBe(4));
    await eventually(() => expect(wallet.state.balance).toBe(12.5));
    expect(calls.sort()).toEqual(['deposit', 'promo', 'rank', 'unread', 'wallet']);
    expect(wallet.state).toMatchObject({ currency: 'PHP', loaded: true });
    expect(deposit.state.totalDepositSuccessCount).toBe(3);
    expect(rank.state.progress?.playerRankProgress.labelId).toBe('g');
    expect(promo.state.promoCodeEnabled).toBe(true);

    member.state.info = { id: '1', account: 'player01', token: 't1', userName: 'player01', type: 0, language: 'EN', clubLabel: null };
    session.clearSession();
    // The wallet store is reset last (its module is imported on use).
    await eventually(() => expect(wallet.state.loaded).toBe(false));
    expect(inbox.state.unread).toBe(0);
    expect(deposit.state.totalDepositSuccessCount).toBeNull();
    expect(member.state.info).toBeNull();
    expect(rank.state.progress).toBeNull();
    expect(promo.state.promoCodeEnabled).toBe(false);
    expect(wallet.state).toMatchObject({ balance: null, currency: null, loaded: false });
  });

  it('an answer that arrives after the logout is dropped', async () => {
    let release!: () => void;
    gate = new Promise<void>((r) => { release = r; });
    stop = startSessionTriggers();
    session.setSession(info('t2'));
    await eventually(() => expect(calls).toHaveLength(5));
    // A mark the logout's reset of the wallet store (its module is imported on use) clears: the reset has run before the answers.
    wallet.state.balance = -1;
    session.clearSession();
    await eventually(() => expect(wallet.state.balance).toBeNull());
    release();
    // Every answer is in; what the stores do with one follows in its microtasks, all run before the next task.
    await eventually(() => expect(answered).toHaveLength(5));
    await tick();
    expect(inbox.state.unread).toBe(0);
    expect(deposit.state.totalDepositSuccessCount).toBeNull();
    expect(wallet.state.balance).toBeNull();
  });

  it('a session that exists at start loads at once; the same token again loads nothing more', async () => {
    session.setSession(info('t3'));
    stop = startSessionTriggers();
    await eventually(() => expect(calls).toHaveLength(5));
    session.setSession(info('t3'));
    await tick();
    expect(calls).toHaveLength(5);
  });

  it('with the in-house chat (CBS3) a login also loads the chat unread count (CBS_unreadCount); logout resets it', async () => {
    const merchant = await import('../../../src/state/merchant');
    const cs = await import('../../../src/state/cs');
    merchant.state.status = { whitelabelVal: { CBS3: true } } as unknown as typeof merchant.state.status;
    try {
      stop = startSessionTriggers();
      session.setSession(info('t4'));
      await eventually(() => expect(cs.state.chatUnread).toBe(1));
      expect(calls).toContain('chat');
      session.clearSession();
      await tick();
      expect(cs.state.chatUnread).toBe(0);
    } finally {
      merchant.state.status = null;
    }
  });
});
