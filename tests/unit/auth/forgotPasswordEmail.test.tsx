import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_PATHS } from '../../../contract/verification.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { withMerchant } from './authMocks.ts';
import { json, resetApi, stubFetch, testRoot, type Call } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

const secure = vi.hoisted(() => ({ securePost: vi.fn() }));
vi.mock('../../../src/api/secure.ts', () => secure);
vi.mock('../../../src/worker/cryptoBridge.ts', () => ({ cryptoBridge: { warm: () => () => {} } }));

const { ForgotPasswordForm } = await import('../../../src/components/auth/ForgotPasswordForm.tsx');

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('ForgotPasswordForm: the email tab (A21 then the encrypted reset)', () => {
  const root = testRoot();
  let calls: Call[] = [];
  beforeEach(() => {
    resetApi();
    configureClient({ getMerchant: () => 'acme', getLanguage: () => 'EN' });
    withMerchant([]);
    calls = stubFetch(() => json({ success: true, value: { sent: true, devCode: '246810' }, code: null, message: null }));
    secure.securePost.mockReset();
  });
  afterEach(async () => { await root.render(null); vi.unstubAllGlobals(); });

  const input = (name: string) => root.host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

  it('mails the code form-urlencoded, fills the dev code, and resets by {email, code, newPassword}', async () => {
    const done = vi.fn();
    secure.securePost.mockResolvedValue({ success: true, value: { reset: true }, code: null, message: null });
    await root.render(<ForgotPasswordForm onDone={done} onBack={() => {}} />);
    const tabs = [...root.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual(['register_tab_mobile', 'register_tab_email']);
    await act(async () => { tabs[1]!.click(); });
    await act(async () => { type(input('email'), 'me@example.com'); });
    await act(async () => { root.host.querySelector<HTMLButtonElement>('[data-testid="mail-send"]')!.click(); });
    await eventually(() => expect(input('mailCode').value).toBe('246810'));
    const mail = calls.find((c) => c.url.includes(VERIFICATION_PATHS.passwordEmail))!;
    expect(mail.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(mail.body).toBe('email=me%40example.com');
    await act(async () => { type(input('newPassword'), 'NewPass2032'); type(input('confirmPassword'), 'NewPass2032'); });
    await act(async () => { root.host.querySelector('form')!.requestSubmit(); });
    await eventually(() => expect(done).toHaveBeenCalled());
    expect(secure.securePost.mock.calls[0]![1]).toEqual({ email: 'me@example.com', code: '246810', newPassword: 'NewPass2032' });
  });

  it('a wrong mailed code lands under the code field', async () => {
    secure.securePost.mockResolvedValue({ success: false, value: null, code: 'mail.code.invalid', message: 'wrong' });
    await root.render(<ForgotPasswordForm onDone={() => {}} onBack={() => {}} />);
    await act(async () => { root.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click(); });
    await act(async () => {
      type(input('email'), 'me@example.com'); type(input('mailCode'), '000000');
      type(input('newPassword'), 'NewPass2032'); type(input('confirmPassword'), 'NewPass2032');
    });
    await act(async () => { root.host.querySelector('form')!.requestSubmit(); });
    await eventually(() => expect(input('mailCode').closest('.field')!.textContent).toContain('err_mail_code_invalid'));
  });
});
