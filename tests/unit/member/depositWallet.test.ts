import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';

let count = 3;
let balance = 100;
const walletReads = vi.fn(async () => ({ balance, currency: 'PHP' }));
vi.mock('../../../src/api/member', () => ({
  getDepositSettings: vi.fn(async () => ({ success: true, value: { totalDepositSuccessCount: count, depositUrl: '/c', withdrawUrl: '/c' }, code: '', message: '' })),
}));
vi.mock('../../../src/member/walletApi', () => ({ fetchWallet: walletReads }));

const { loadDepositSettings } = await import('../../../src/state/deposit.ts');
const wallet = await import('../../../src/state/wallet.ts');
const session = await import('../../../src/state/session.ts');

describe('a deposit reported by the deposit settings', () => {
  it('reads the balance again when the count of successful deposits grew, not when it stayed', async () => {
    session.setSession({ spanId: '', id: '9', token: 'tok', merchantCode: 'demo', userName: 'p', type: 0, firstTimeLogin: false });
    await loadDepositSettings();
    expect(walletReads).not.toHaveBeenCalled();
    await loadDepositSettings();
    expect(walletReads).not.toHaveBeenCalled();
    count = 4;
    balance = 250;
    await loadDepositSettings();
    await eventually(() => expect(wallet.state.balance).toBe(250));
    expect(walletReads).toHaveBeenCalledTimes(1);
  });
});
