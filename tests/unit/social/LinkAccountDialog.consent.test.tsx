// Issue 15: "Register and link" makes an account, so it asks the merchant's register.consent first; linking does not.
import { act } from 'react';
import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterConsentSetting } from '../../../contract/registerConsent.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { setUrl, statusInfo, testRoot } from '../ui/helpers.ts';

const m = vi.hoisted(() => ({
  submitRegister: vi.fn(async () => ({ status: 'success', target: '/m/home' })),
  socialLogin: vi.fn(async () => ({ success: false, value: null, code: 'x', message: 'no' })),
  goTo: vi.fn(),
}));
vi.mock('../../../src/auth/registerMachine.ts', () => ({ submitRegister: m.submitRegister }));
vi.mock('../../../src/social/goTo.ts', () => ({ goTo: m.goTo }));
vi.mock('../../../src/social/socialApi.ts', () => ({ socialLogin: m.socialLogin }));
vi.mock('../../../src/captcha/index.ts', () => ({ runCaptcha: async () => ({ ok: true, fields: {} }) }));

const { LinkAccountDialog } = await import('../../../src/social/LinkAccountDialog.tsx');

const identity = { provider: 'line' as const, token: 'line-tok-9' };
const LOTTO: RegisterConsentSetting = { terms: true, termsUrl: '/m/news', minAge: 18 };

function asks(consent: RegisterConsentSetting | undefined): void {
  const register = { captcha: { enabled: false, login: false, sms: false, register: false }, passwordRequired: true, ...(consent ? { consent } : {}) };
  merchant.status = ref(statusInfo({ register }));
}

describe('LinkAccountDialog: registration consent', () => {
  const root = testRoot();
  const q = <T extends Element>(sel: string) => root.host.querySelector<T>(sel);
  const boxes = () => q('[data-testid="social-consent"]');
  async function submit(username = 'newplayer1'): Promise<void> {
    q<HTMLInputElement>('input[name="username"]')!.value = username;
    q<HTMLInputElement>('input[name="password"]')!.value = 'Passw0rd!';
    await act(async () => { q('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
  }
  const tick = async (name: 'terms' | 'age') => act(async () => { q<HTMLInputElement>(`input[name="${name}"]`)!.click(); });

  beforeEach(() => { vi.clearAllMocks(); setUrl('http://localhost/m/login'); });
  afterEach(async () => { await root.render(null); merchant.status = null; });

  it('on a merchant that asks, register shows both boxes and holds the submit until both are ticked, then sends them', async () => {
    asks(LOTTO);
    await root.render(<LinkAccountDialog identity={identity} mode="register" onClose={() => undefined} />);
    expect(boxes()?.textContent).toContain('register_terms_agree');
    expect(boxes()?.textContent).toContain('register_age_confirm');
    expect(q<HTMLAnchorElement>('[data-testid="social-consent"] a')?.getAttribute('href')).toBe('/m/news');
    await submit();
    expect(m.submitRegister).not.toHaveBeenCalled();
    expect(boxes()?.textContent).toContain('field_terms_required');
    expect(boxes()?.textContent).toContain('field_age_required');
    await tick('terms');
    expect(boxes()?.textContent).not.toContain('field_terms_required');
    await submit();
    expect(m.submitRegister).not.toHaveBeenCalled();
    expect(boxes()?.textContent).toContain('field_age_required');
    await tick('age');
    await submit();
    expect(m.submitRegister).toHaveBeenCalledTimes(1);
    const [form, options] = m.submitRegister.mock.calls[0] as unknown as [Record<string, unknown>, { extras: Record<string, unknown> }];
    expect(form).toEqual({ kind: 'username', username: 'newplayer1', password: 'Passw0rd!', consent: { termsAccepted: true, ageConfirmed: true } });
    expect(options.extras).toEqual({ lineSessionToken: 'line-tok-9' });
  });

  it('asks only what the merchant asks: an age alone shows one box and sends one answer', async () => {
    asks({ minAge: 21 });
    await root.render(<LinkAccountDialog identity={identity} mode="register" onClose={() => undefined} />);
    expect(q('input[name="terms"]')).toBeNull();
    await tick('age');
    await submit();
    expect((m.submitRegister.mock.calls[0] as unknown as [Record<string, unknown>])[0].consent).toEqual({ ageConfirmed: true });
  });

  it('a merchant that asks nothing shows no boxes and sends no consent', async () => {
    asks(undefined);
    await root.render(<LinkAccountDialog identity={identity} mode="register" onClose={() => undefined} />);
    expect(boxes()).toBeNull();
    await submit();
    expect((m.submitRegister.mock.calls[0] as unknown as [Record<string, unknown>])[0]).not.toHaveProperty('consent');
  });

  it('linking an existing account creates nothing: no boxes even where the merchant asks', async () => {
    asks(LOTTO);
    await root.render(<LinkAccountDialog identity={identity} mode="existing" onClose={() => undefined} />);
    expect(boxes()).toBeNull();
    await submit('someplayer');
    expect(m.socialLogin).toHaveBeenCalledTimes(1);
    expect(m.submitRegister).not.toHaveBeenCalled();
  });
});
