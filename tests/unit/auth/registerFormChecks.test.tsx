import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_PATHS } from '../../../contract/verification.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { withMerchant } from './authMocks.ts';
import { json, resetApi, stubFetch, testRoot, type Call } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

const machine = vi.hoisted(() => ({ submitRegister: vi.fn() }));
vi.mock('../../../src/auth/registerMachine.ts', () => machine);
vi.mock('../../../src/worker/cryptoBridge.ts', () => ({ cryptoBridge: { warm: () => () => {} } }));

const { RegisterForm } = await import('../../../src/components/auth/RegisterForm.tsx');

const ok = (value: unknown) => ({ success: true, value, code: null, message: null });
const fail = (code: string) => ({ success: false, value: null, code, message: 'no' });

/** Types into a React-controlled input the way the browser does. */
function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('RegisterForm: username check on blur (A22) and the email method (A16, A17)', () => {
  const root = testRoot();
  let calls: Call[] = [];
  let answer: (c: Call) => unknown = () => ok(true);
  beforeEach(() => {
    resetApi();
    configureClient({ getMerchant: () => 'acme', getLanguage: () => 'EN' });
    machine.submitRegister.mockReset().mockResolvedValue({ status: 'success', target: '/m/home' });
    calls = stubFetch((c) => json(answer(c)));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => { await root.render(null); vi.unstubAllGlobals(); vi.restoreAllMocks(); });

  const input = (name: string) => root.host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const fieldText = (name: string) => input(name).closest('.field')!.textContent ?? '';

  it('a taken name shows "taken" under the field after leaving it, and submit is held back', async () => {
    withMerchant(['REG3']);
    answer = () => ok(false);
    await root.render(<RegisterForm go={null} onDone={() => {}} />);
    await act(async () => { type(input('username'), 'player01'); });
    await act(async () => { input('username').dispatchEvent(new FocusEvent('focusout', { bubbles: true })); });
    await eventually(() => expect(fieldText('username')).toContain('err_username_taken'));
    const check = calls.find((c) => c.url.includes(VERIFICATION_PATHS.checkUsername))!;
    expect(check.headers.ModuleId).toBe('REG3');
    await act(async () => { type(input('password'), 'Passw0rd1'); type(input('confirmPassword'), 'Passw0rd1'); });
    await act(async () => { root.host.querySelector('form')!.requestSubmit(); });
    expect(machine.submitRegister).not.toHaveBeenCalled();
  });

  it('a free name says so; a malformed name is not sent', async () => {
    withMerchant(['REG3']);
    answer = () => ok(true);
    await root.render(<RegisterForm go={null} onDone={() => {}} />);
    await act(async () => { type(input('username'), '1x'); });
    await act(async () => { input('username').dispatchEvent(new FocusEvent('focusout', { bubbles: true })); });
    expect(calls.some((c) => c.url.includes(VERIFICATION_PATHS.checkUsername))).toBe(false);
    await act(async () => { type(input('username'), 'player02'); });
    await act(async () => { input('username').dispatchEvent(new FocusEvent('focusout', { bubbles: true })); });
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
    await act(async () => { type(input('email'), 'new@example.com'); });
    await act(async () => { root.host.querySelector<HTMLButtonElement>('[data-testid="mail-send"]')!.click(); });
    await eventually(() => expect(input('mailCode').value).toBe('123456'));
    expect(JSON.parse(calls.find((c) => c.url.includes(VERIFICATION_PATHS.mailRegister))!.body!)).toEqual({ email: 'new@example.com', operationType: 1 });
    await act(async () => { type(input('password'), 'Passw0rd1'); type(input('confirmPassword'), 'Passw0rd1'); });
    await act(async () => { root.host.querySelector('form')!.requestSubmit(); });
    await eventually(() => expect(machine.submitRegister).toHaveBeenCalledTimes(1));
    expect(JSON.parse(calls.find((c) => c.url.includes(VERIFICATION_PATHS.mailRegisterVerify))!.body!)).toEqual({ email: 'new@example.com', verificationCode: '123456' });
    expect(machine.submitRegister.mock.calls[0]![0]).toEqual({ kind: 'email', email: 'new@example.com', verificationCode: '123456', password: 'Passw0rd1' });
  });

  it('email method: a wrong code stays under the code field and nothing is registered', async () => {
    withMerchant(['MAILREG3']);
    answer = () => fail('mail.code.invalid');
    await root.render(<RegisterForm go={null} onDone={() => {}} />);
    await act(async () => { type(input('email'), 'new@example.com'); type(input('mailCode'), '000000'); });
    await act(async () => { type(input('password'), 'Passw0rd1'); type(input('confirmPassword'), 'Passw0rd1'); });
    await act(async () => { root.host.querySelector('form')!.requestSubmit(); });
    await eventually(() => expect(fieldText('mailCode')).toContain('err_mail_code_invalid'));
    expect(machine.submitRegister).not.toHaveBeenCalled();
  });
});
