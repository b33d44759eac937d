import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelMfa, chooseFactor, sendSmsCode, startMfa, state, submitMfaCode, type MfaOps } from '../../../src/social/mfa.ts';

const phone = { uid: 'hint-phone', factorId: 'phone', displayName: 'Work phone', phoneNumber: '+63******4567' };
const totp = { uid: 'hint-totp', factorId: 'totp', displayName: 'Authenticator', phoneNumber: '' };

function ops(over: Partial<MfaOps> = {}): MfaOps {
  return {
    sendSms: vi.fn(async () => 'verification-1'),
    finishSms: vi.fn(async (_id: string, code: string) => {
      if (code !== '123456') throw { code: 'auth/invalid-verification-code', message: 'Firebase: bad code (auth/invalid-verification-code).' };
      return 'id-token-sms';
    }),
    finishTotp: vi.fn(async () => 'id-token-totp'),
    ...over,
  };
}

const settled = async <T>(p: Promise<T>): Promise<boolean> => {
  let done = false;
  void p.then(() => { done = true; });
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

afterEach(() => cancelMfa());

describe('multi-factor sign-in', () => {
  it('stays pending through a wrong code and resolves once the right SMS code is entered', async () => {
    const provider = ops();
    const signIn = startMfa([phone], provider);
    expect(state.mfa?.selected).toBe('hint-phone');
    await sendSmsCode();
    expect(provider.sendSms).toHaveBeenCalledWith('hint-phone');
    await submitMfaCode('000000');
    expect(await settled(signIn)).toBe(false);
    expect(state.mfa?.error).toMatch(/Code: auth\/invalid-verification-code/);
    await submitMfaCode(' 123456 ');
    expect(await signIn).toBe('id-token-sms');
    expect(state.mfa).toBeNull();
  });

  it('needs a chosen factor, then a TOTP code with its enrollment id', async () => {
    const provider = ops();
    const signIn = startMfa([phone, totp], provider);
    await submitMfaCode('123456');
    expect(state.mfa?.error).toMatch(/Code: auth\/missing-multi-factor-info/);
    chooseFactor('hint-totp');
    await submitMfaCode('   ');
    expect(state.mfa?.error).toMatch(/Code: auth\/missing-multi-factor-totp/);
    expect(provider.finishTotp).not.toHaveBeenCalled();
    await submitMfaCode('654321');
    expect(provider.finishTotp).toHaveBeenCalledWith('hint-totp', '654321');
    expect(await signIn).toBe('id-token-totp');
  });

  it('an SMS factor cannot be finished before the code was sent', async () => {
    const provider = ops();
    void startMfa([phone], provider);
    await submitMfaCode('123456');
    expect(provider.finishSms).not.toHaveBeenCalled();
    expect(state.mfa?.error).toMatch(/missing-multi-factor-info/);
  });

  it('cancelling resolves the sign-in with nothing', async () => {
    const signIn = startMfa([totp], ops());
    cancelMfa();
    expect(await signIn).toBeNull();
  });
});
