import { describe, expect, it } from 'vitest';
import { providerErrorText, readProviderError } from '../../../src/social/providerError.ts';

const translate = (key: string) => `T(${key})`;

describe('provider error text (spec section 8)', () => {
  it('shows the translated text, then Code: and Reason:', () => {
    const err = { code: 'auth/popup-blocked', message: 'Firebase: Error (auth/popup-blocked).' };
    expect(providerErrorText(err, translate)).toBe('T(auth/popup-blocked)\nCode: auth/popup-blocked\nReason: Error');
  });

  it('uses auth/unknown for codes it has no text for, keeping the real code', () => {
    const err = { code: 'auth/user-disabled', message: 'Firebase: The user account has been disabled (auth/user-disabled).' };
    expect(providerErrorText(err, translate)).toBe('T(auth/unknown)\nCode: auth/user-disabled\nReason: The user account has been disabled');
  });

  it('reads anything thrown without crashing: plain errors and hostile values become auth/unknown', () => {
    expect(readProviderError(new Error('boom'))).toEqual({ code: 'auth/unknown', reason: 'boom' });
    expect(readProviderError(null)).toEqual({ code: 'auth/unknown', reason: 'auth/unknown' });
    expect(readProviderError({ code: 'auth/<script>', message: 42 })).toEqual({ code: 'auth/unknown', reason: 'auth/unknown' });
    expect(readProviderError({ code: 'auth/internal-error', message: 'x'.repeat(1000) }).reason).toHaveLength(300);
  });

  it('is silent for a cancelled or closed popup', () => {
    expect(providerErrorText({ code: 'auth/cancelled-popup-request', message: '' }, translate)).toBeNull();
    expect(providerErrorText({ code: 'auth/popup-closed-by-user', message: '' }, translate)).toBeNull();
  });

  it('has a text for the expired SMS code and multi-factor errors', () => {
    expect(providerErrorText({ code: 'auth/code-expired' }, translate)).toMatch(/^T\(auth\/code-expired\)/);
    expect(providerErrorText({ code: 'auth/missing-multi-factor-info' }, translate)).toMatch(/^T\(auth\/missing-multi-factor-info\)/);
  });
});
