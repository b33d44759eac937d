// Issue 15: the register.consent reading shared with the server, the confirmations in the payload, and the
// server's refusal codes shown under their boxes.
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRegisterConsent } from '../../../contract/registerConsent.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { fieldForCode } from '../../../src/auth/fieldErrors.ts';
import { buildRegisterPayload, type RegisterContext } from '../../../src/auth/registerPayload.ts';
import { statusInfo } from '../ui/helpers.ts';
import { withMerchant } from './authMocks.ts';
import { useAuthForm } from './formHarness.ts';
import { eventually } from '../eventually.ts';

const machine = vi.hoisted(() => ({ submitRegister: vi.fn() }));
vi.mock('../../../src/auth/registerMachine.ts', () => machine);
vi.mock('../../../src/worker/cryptoBridge.ts', () => ({ cryptoBridge: { warm: () => () => {} } }));

const { RegisterForm } = await import('../../../src/components/auth/RegisterForm.tsx');

const ctx: RegisterContext = {
  registerMethod: 'H5', registerUrl: 'https://acme.example/m/register', loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false,
  linkId: null, affiliateCode: null, referralCode: null, domain: 'acme', pixelTrack: null,
};
const extras = { login: true, captcha: {} };

describe('register.consent reading (the form and the server ask the same)', () => {
  it('terms by flag or by a safe link, an age between 1 and 99; malformed parts ignored and told', () => {
    const warn = vi.fn();
    expect(readRegisterConsent({ terms: true, termsUrl: '/m/news', minAge: 18 }, warn)).toEqual({ terms: true, termsUrl: '/m/news', minAge: 18 });
    expect(readRegisterConsent({ termsUrl: 'https://acme.example/terms' })).toEqual({ terms: true, termsUrl: 'https://acme.example/terms', minAge: null });
    expect(warn).not.toHaveBeenCalled();
    expect(readRegisterConsent({ termsUrl: '//evil.example/x', minAge: 18.5 }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(readRegisterConsent({ terms: false, minAge: 0 })).toBeNull();
    expect(readRegisterConsent(undefined)).toBeNull();
    expect(readRegisterConsent(['terms'])).toEqual(null);
  });
});

describe('the confirmations in the registration payload', () => {
  it('only ticked boxes travel, as termsAccepted and ageConfirmed', () => {
    const form = { kind: 'username' as const, username: 'carol01', password: 'Passw0rd1' };
    expect(buildRegisterPayload({ ...form, consent: { termsAccepted: true, ageConfirmed: true } }, extras, ctx, true))
      .toMatchObject({ username: 'carol01', termsAccepted: true, ageConfirmed: true });
    const termsOnly = buildRegisterPayload({ ...form, consent: { termsAccepted: true, ageConfirmed: false } }, extras, ctx, true);
    expect(termsOnly.termsAccepted).toBe(true);
    expect(termsOnly).not.toHaveProperty('ageConfirmed');
    const none = buildRegisterPayload(form, extras, ctx, true);
    expect(none).not.toHaveProperty('termsAccepted');
    expect(none).not.toHaveProperty('ageConfirmed');
  });

  it('every form kind carries them', () => {
    const consent = { termsAccepted: true, ageConfirmed: true };
    const mobile = buildRegisterPayload({ kind: 'mobile', countryDialingCode: '66', mobileNum: '812345678', smsCode: '123456', consent }, extras, ctx, false);
    const email = buildRegisterPayload({ kind: 'email', email: 'a@b.example', verificationCode: '123456', password: 'Passw0rd1', consent }, extras, ctx, true);
    for (const p of [mobile, email]) expect(p).toMatchObject(consent);
  });

  it("the server's refusal codes belong to the boxes, in the player's language", () => {
    expect(fieldForCode(CODES.registerTermsRequired)).toEqual({ field: 'terms', key: 'field_terms_required' });
    expect(fieldForCode(CODES.registerAgeRequired)).toEqual({ field: 'age', key: 'field_age_required' });
  });
});

describe('RegisterForm on a merchant that asks for consent', () => {
  const form = useAuthForm(() => ({ success: true, value: true, code: null, message: null }));
  const consent = { terms: true, termsUrl: '/m/news', minAge: 18 };
  const box = (name: string) => form.input(name);
  const boxText = () => form.root.host.querySelector('[data-testid="register-consent"]')?.textContent ?? '';
  const tick = async (name: string) => { await act(async () => { box(name).click(); }); };
  beforeEach(() => {
    machine.submitRegister.mockReset().mockResolvedValue({ status: 'success', target: '/m/home' });
    withMerchant(['REG3'], { register: { ...statusInfo().register, consent } });
  });
  afterEach(() => { vi.restoreAllMocks(); });

  async function filled(): Promise<void> {
    await form.root.render(createElement(RegisterForm, { go: null, onDone: () => {} }));
    await form.fill({ username: 'carol01', password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });
  }

  it('holds the submit back until both boxes are ticked, then sends what was ticked', async () => {
    await filled();
    await form.submit();
    expect(boxText()).toContain('field_terms_required');
    expect(boxText()).toContain('field_age_required');
    expect(machine.submitRegister).not.toHaveBeenCalled();
    await tick('terms');
    await tick('age');
    await form.submit();
    await eventually(() => expect(machine.submitRegister).toHaveBeenCalledTimes(1));
    expect(machine.submitRegister.mock.calls[0]![0]).toMatchObject({ kind: 'username', consent: { termsAccepted: true, ageConfirmed: true } });
  });

  it("a server refusal for a missing confirmation shows under its box, not in a dialog", async () => {
    machine.submitRegister.mockResolvedValue({ status: 'failure', code: CODES.registerAgeRequired, message: 'ageConfirmed: ...' });
    await filled();
    await tick('terms');
    await tick('age');
    await form.submit();
    await eventually(() => expect(boxText()).toContain('field_age_required'));
    expect(boxText()).not.toContain('field_terms_required');
    expect(box('age').getAttribute('aria-invalid')).toBe('true');
  });
});
