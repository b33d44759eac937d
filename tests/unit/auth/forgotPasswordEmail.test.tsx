import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_PATHS } from '../../../contract/verification.ts';
import { useAuthForm } from './formHarness.ts';
import { eventually } from '../eventually.ts';

const secure = vi.hoisted(() => ({ securePost: vi.fn() }));
vi.mock('../../../src/api/secure.ts', () => secure);
vi.mock('../../../src/worker/cryptoBridge.ts', () => ({ cryptoBridge: { warm: () => () => {} } }));

const { ForgotPasswordForm } = await import('../../../src/components/auth/ForgotPasswordForm.tsx');

describe('ForgotPasswordForm: the email tab (A21 then the encrypted reset)', () => {
  const form = useAuthForm(() => ({ success: true, value: { sent: true, devCode: '246810' }, code: null, message: null }));
  const { root, input } = form;
  beforeEach(() => { secure.securePost.mockReset(); });

  it('mails the code form-urlencoded, fills the dev code, and resets by {email, code, newPassword}', async () => {
    const done = vi.fn();
    secure.securePost.mockResolvedValue({ success: true, value: { reset: true }, code: null, message: null });
    await root.render(<ForgotPasswordForm onDone={done} onBack={() => {}} />);
    const tabs = [...root.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual(['register_tab_mobile', 'register_tab_email']);
    await act(async () => { tabs[1]!.click(); });
    await form.fill({ email: 'me@example.com' });
    await form.click('mail-send');
    await eventually(() => expect(input('mailCode').value).toBe('246810'));
    const mail = form.calls.find((c) => c.url.includes(VERIFICATION_PATHS.passwordEmail))!;
    expect(mail.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(mail.body).toBe('email=me%40example.com');
    await form.fill({ newPassword: 'NewPass2032', confirmPassword: 'NewPass2032' });
    await form.submit();
    await eventually(() => expect(done).toHaveBeenCalled());
    expect(secure.securePost.mock.calls[0]![1]).toEqual({ email: 'me@example.com', code: '246810', newPassword: 'NewPass2032' });
  });

  it('a wrong mailed code lands under the code field', async () => {
    secure.securePost.mockResolvedValue({ success: false, value: null, code: 'mail.code.invalid', message: 'wrong' });
    await root.render(<ForgotPasswordForm onDone={() => {}} onBack={() => {}} />);
    await act(async () => { root.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click(); });
    await form.fill({ email: 'me@example.com', mailCode: '000000', newPassword: 'NewPass2032', confirmPassword: 'NewPass2032' });
    await form.submit();
    await eventually(() => expect(form.fieldText('mailCode')).toContain('err_mail_code_invalid'));
  });
});
