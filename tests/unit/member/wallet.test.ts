import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';

let answer: () => Promise<{ success: boolean; value: unknown; code: string; message: string }>;
vi.mock('../../../src/api/client', () => ({ request: vi.fn(() => answer()) }));
vi.mock('../../../src/api/system', () => ({ getCountry: vi.fn(async () => ({ success: true, value: { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' }, code: '', message: '' })) }));

const { loadWallet, resetWallet, state } = await import('../../../src/state/wallet.ts');
const session = await import('../../../src/state/session.ts');
const { formatMoney } = await import('../../../src/lib/currency.ts');
const ok = (value: unknown) => async () => ({ success: true, value, code: '', message: '' });
const login = (token: string) => session.setSession({ spanId: '', id: '7', token, merchantCode: 'demo', userName: 'p', type: 0, firstTimeLogin: false });

describe('wallet store', () => {
  beforeEach(() => { resetWallet(); session.clearSession(); });

  it('reads the balance of the logged-in member and applies the country symbol', async () => {
    login('t1');
    answer = ok({ balance: 1250.5, currency: 'tlb' });
    await loadWallet();
    expect(state).toMatchObject({ balance: 1250.5, currency: 'PHP', loaded: true });
    expect(formatMoney(state.balance!, state.currency!)).toBe('₱1,250.50');
  });

  it('a guest has no balance; a malformed answer is ignored with a log line', async () => {
    answer = ok({ balance: 5, currency: 'PHP' });
    await loadWallet();
    expect(state.balance).toBeNull();
    login('t2');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = ok({ balance: '5', currency: 'PHP' });
    await loadWallet();
    expect(state.loaded).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('an answer that arrives after a logout or another login is dropped', async () => {
    login('t3');
    let release!: () => void;
    answer = () => new Promise((r) => { release = () => r({ success: true, value: { balance: 99, currency: 'PHP' }, code: '', message: '' }); });
    const pending = loadWallet();
    await eventually(() => expect(release).toBeTypeOf('function'));
    login('t4');
    release();
    await pending;
    expect(state.balance).toBeNull();
  });
});
