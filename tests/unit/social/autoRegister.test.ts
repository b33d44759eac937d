import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_PATTERN } from '../../../contract/auth.ts';
import { decideNoLink } from '../../../src/social/noLinkedAccount.ts';
import { loginFields, registerExtras } from '../../../src/social/socialIdentity.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { useWiredMerchant } from '../ui/helpers.ts';

const m = vi.hoisted(() => ({ submitRegister: vi.fn(async () => ({ status: 'success', value: {}, target: '/m/home' })), goTo: vi.fn() }));
vi.mock('../../../src/auth/registerMachine.ts', () => ({ submitRegister: m.submitRegister }));
vi.mock('../../../src/social/goTo.ts', () => ({ goTo: m.goTo }));
const { autoRegister, randomPassword } = await import('../../../src/social/autoRegister.ts');

const google = { provider: 'google' as const, token: 'tok' } as const;

describe('no linked account: the rule of spec section 4', () => {
  it('auto-registers only with the option on, FIREBASECREATEACC3 on and SSOMANUALREG3 off', () => {
    for (const option of [true, false]) {
      for (const FIREBASECREATEACC3 of [true, false]) {
        for (const SSOMANUALREG3 of [true, false]) {
          const d = decideNoLink({ FIREBASECREATEACC3, SSOMANUALREG3 }, option);
          if (option && FIREBASECREATEACC3 && !SSOMANUALREG3) expect(d).toEqual({ kind: 'auto-register' });
          else expect(d).toEqual({ kind: 'confirm', showRegister: FIREBASECREATEACC3 || SSOMANUALREG3 });
        }
      }
    }
  });

  it('each identity fills the matching login and registration fields', () => {
    expect(loginFields(google)).toEqual({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'tok' });
    expect(registerExtras(google)).toEqual({ firebaseChannel2: 'google', firebaseIdToken2: 'tok' });
    expect(loginFields({ provider: 'line' as const, token: 'l' })).toEqual({ type: 'line', lineSessionToken: 'l' });
    expect(registerExtras({ provider: 'telegram' as const, token: 't' })).toEqual({ telegramAuth: 't' });
  });
});

describe('autoRegister', () => {
  useWiredMerchant();
  beforeEach(() => { vi.clearAllMocks(); ui.alerts = []; });

  it('registers through autoUsername with the identity (production wire A11): the server names the account and logs in', async () => {
    expect(await autoRegister(google)).toBe(true);
    const [form, options] = m.submitRegister.mock.calls[0] as unknown as [{ kind: string; password: string }, { go: string; extras: unknown }];
    expect(form.kind).toBe('auto');
    expect(form.password).toMatch(PASSWORD_PATTERN);
    expect(options).toEqual({ go: '/m/home', extras: { firebaseChannel2: 'google', firebaseIdToken2: 'tok' } });
    expect(m.goTo).toHaveBeenCalledWith('/m/home');
  });

  it('a refused registration goes nowhere (the register machine has shown the refusal)', async () => {
    m.submitRegister.mockResolvedValueOnce({ status: 'failed', value: {}, target: '' } as never);
    expect(await autoRegister(google)).toBe(false);
    expect(m.goTo).not.toHaveBeenCalled();
  });

  it('random passwords differ and always satisfy the password rule', () => {
    const all = new Set(Array.from({ length: 50 }, randomPassword));
    expect(all.size).toBe(50);
    for (const p of all) expect(p).toMatch(PASSWORD_PATTERN);
  });
});
