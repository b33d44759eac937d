// Issue 15: an automatic social registration makes an account, so a merchant's register.consent is asked first in a
// small dialog; Cancel makes no account.
import { act } from 'react';
import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterConsentSetting } from '../../../contract/registerConsent.ts';
import { closeSocialDialog } from '../../../src/social/dialogRoot.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { statusInfo } from '../ui/helpers.ts';

const m = vi.hoisted(() => ({ submitRegister: vi.fn(async () => ({ status: 'success', value: {}, target: '/m/home' })), goTo: vi.fn() }));
vi.mock('../../../src/auth/registerMachine.ts', () => ({ submitRegister: m.submitRegister }));
vi.mock('../../../src/social/goTo.ts', () => ({ goTo: m.goTo }));
const { autoRegister } = await import('../../../src/social/autoRegister.ts');

const google = { provider: 'google' as const, token: 'tok' };

function asks(consent: RegisterConsentSetting | undefined): void {
  const register = { captcha: { enabled: false, login: false, sms: false, register: false }, passwordRequired: true, ...(consent ? { consent } : {}) };
  merchant.status = ref(statusInfo({ register }));
}

/** Resolves once the social dialog root is in the page (the event itself, not a delay). */
const hostAppears = () => new Promise<void>((resolve) => {
  const found = () => document.querySelector('.social-dialog-root') !== null;
  if (found()) return resolve();
  const o = new MutationObserver(() => { if (found()) { o.disconnect(); resolve(); } });
  o.observe(document.body, { childList: true });
});
/** Starts an automatic registration and returns once its consent dialog is rendered (inside act). */
async function startWithDialog(): Promise<{ done: Promise<boolean> }> {
  let done!: Promise<boolean>;
  await act(async () => { done = autoRegister(google); await hostAppears(); });
  return { done };
}

const dialog = () => document.querySelector<HTMLElement>('[data-testid="social-consent-dialog"]');
const button = (name: string) => [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === name)!;
const press = (el: HTMLElement) => act(async () => { el.click(); });
const tick = (name: 'terms' | 'age') => press(dialog()!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!);

describe('autoRegister: registration consent', () => {
  beforeEach(() => { vi.clearAllMocks(); });
  afterEach(() => { act(() => closeSocialDialog()); merchant.status = null; });

  it('a merchant that asks nothing registers at once, without a dialog or consent fields', async () => {
    asks(undefined);
    expect(await autoRegister(google)).toBe(true);
    expect(dialog()).toBeNull();
    expect((m.submitRegister.mock.calls[0] as unknown as [Record<string, unknown>])[0]).not.toHaveProperty('consent');
  });

  it('where it asks, nothing is sent until the boxes are ticked and confirmed; then the answers travel', async () => {
    asks({ terms: true, minAge: 18 });
    const { done } = await startWithDialog();
    expect(dialog()).not.toBeNull();
    expect(dialog()!.textContent).toContain('register_terms_agree');
    expect(dialog()!.textContent).toContain('register_age_confirm');
    await press(button('register_submit'));
    expect(dialog()!.textContent).toContain('field_terms_required');
    expect(dialog()!.textContent).toContain('field_age_required');
    await tick('terms');
    await press(button('register_submit'));
    expect(dialog()).not.toBeNull();
    expect(m.submitRegister).not.toHaveBeenCalled();
    await tick('age');
    await press(button('register_submit'));
    expect(await done).toBe(true);
    expect(dialog()).toBeNull();
    const [form, options] = m.submitRegister.mock.calls[0] as unknown as [Record<string, unknown>, { extras: unknown }];
    expect(form).toMatchObject({ kind: 'auto', consent: { termsAccepted: true, ageConfirmed: true } });
    expect(options.extras).toEqual({ firebaseChannel2: 'google', firebaseIdToken2: 'tok' });
    expect(m.goTo).toHaveBeenCalledWith('/m/home');
  });

  it('Cancel makes no account', async () => {
    asks({ minAge: 18 });
    const { done } = await startWithDialog();
    expect(dialog()).not.toBeNull();
    expect(dialog()!.querySelector('input[name="terms"]')).toBeNull();
    await press(button('cancel'));
    expect(await done).toBe(false);
    expect(dialog()).toBeNull();
    expect(m.submitRegister).not.toHaveBeenCalled();
    expect(m.goTo).not.toHaveBeenCalled();
  });
});
