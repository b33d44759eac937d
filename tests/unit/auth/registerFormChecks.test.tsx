import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_PATHS } from '../../../contract/verification.ts';
import { withMerchant } from './authMocks.ts';
import { useAuthForm } from './formHarness.ts';
import { fail, ok, type Call } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

const machine = vi.hoisted(() => ({ submitRegister: vi.fn() }));
vi.mock('../../../src/auth/registerMachine.ts', () => machine);
vi.mock('../../../src/worker/cryptoBridge.ts', () => ({ cryptoBridge: { warm: () => () => {} } }));

const { RegisterForm } = await import('../../../src/components/auth/RegisterForm.tsx');

describe('RegisterForm: username check on blur (A22) and the email method (A16, A17)', () => {
  let answer: (c: Call) => unknown = () => ok(true);
  const form = useAuthForm((c) => answer(c));
  const { root, input, fieldText, submit } = form;
  beforeEach(() => {
    machine.submitRegister.mockReset().mockResolvedValue({ status: 'success', target: '/m/home' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => { vi.restoreAllMocks(); });

  it('a taken name shows "taken" under the field after leaving it, and submit is held back', async () => {
    withMerchant(['REG3']);
    answer = () => ok(false);
    await root.render(<RegisterForm go={null} onDone={() => {}} />);
    await form.fill({ username: 'player01' });
    await form.leave('username');
    await eventually(() => expect(fieldText('username')).toContain('err_username_taken'));
    const check = form.calls.find((c) => c.url.includes(VERIFICATION_PATHS.checkUsername))!;
    expect(check.headers.ModuleId).toBe('REG3');
    await form.fill({ password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });
    await submit();
    expect(machine.submitRegister).not.toHaveBeenCalled();
  });

  it('a free name says so; a malformed name is not sent', async () => {
    withMerchant(['REG3']);
    answer = () => ok(true);
    await root.render(<RegisterForm go={null} onDone={() => {}} />);
    await form.fill({ username: '1x' });
    await form.leave('username');
    expect(form.calls.some((c) => c.url.includes(VERIFICATION_PATHS.checkUsername))).toBe(false);
    await form.fill({ username: 'player02' });
    await form.leave('username');
    await eventually(() => expect(fieldText('username')).toContain('username_free'));
  });

  it('offers the email tab only with MAILREG3', async () => {
    withMerchant(['REG3']);
    await root.render(<RegisterForm go={null} onDone={() => {}} />);
    expect(root.host.textContent).not.toContain('register_tab_email');
    withMerchant(['REG3', 'MAILREG3']);
    await root.render(<RegisterForm key="2" go={null} onDone={() => {}} />);
    expect([...root.host.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['register_tab_username', 'register_tab_email']);
  });

  it('email method: sends the code, fills a dev code, verifies it, then registers by email', async () => {
    withMerchant(['MAILREG3']);
    answer = (c) => (c.url.includes(VERIFICATION_PATHS.mailRegisterVerify) ? ok(true) : ok({ expirationTime: Date.now() + 60_000, resendAfterSeconds: 60, devCode: '123456' }));
    await root.render(<RegisterForm go={null} onDone={() => {}} />);
    await form.fill({ email: 'new@example.com' });
    await form.click('mail-send');
    await eventually(() => expect(input('mailCode').value).toBe('123456'));
    expect(JSON.parse(form.calls.find((c) => c.url.includes(VERIFICATION_PATHS.mailRegister))!.body!)).toEqual({ email: 'new@example.com', operationType: 1 });
    await form.fill({ password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });
    await submit();
    await eventually(() => expect(machine.submitRegister).toHaveBeenCalledTimes(1));
    expect(JSON.parse(form.calls.find((c) => c.url.includes(VERIFICATION_PATHS.mailRegisterVerify))!.body!)).toEqual({ email: 'new@example.com', verificationCode: '123456' });
    expect(machine.submitRegister.mock.calls[0]![0]).toEqual({ kind: 'email', email: 'new@example.com', verificationCode: '123456', password: 'Passw0rd1' });
  });

  it('email method: a wrong code stays under the code field and nothing is registered', async () => {
    withMerchant(['MAILREG3']);
    answer = () => fail('mail.code.invalid', 'no');
    await root.render(<RegisterForm go={null} onDone={() => {}} />);
    await form.fill({ email: 'new@example.com', mailCode: '000000' });
    await form.fill({ password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });
    await submit();
    await eventually(() => expect(fieldText('mailCode')).toContain('err_mail_code_invalid'));
    expect(machine.submitRegister).not.toHaveBeenCalled();
  });
});
