import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../../src/api/hooks.ts';
import { withMerchant } from './authMocks.ts';
import { json, resetApi, stubFetch, testRoot } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

const machine = vi.hoisted(() => ({ submitLogin: vi.fn() }));
vi.mock('../../../src/auth/loginMachine.ts', () => machine);
vi.mock('../../../src/worker/cryptoBridge.ts', () => ({ cryptoBridge: { warm: () => () => {} } }));
vi.mock('../../../src/social/SocialButtons.tsx', () => ({ SocialButtons: () => null }));

const { LoginForm } = await import('../../../src/components/auth/LoginForm.tsx');
const { state: ui } = await import('../../../src/state/ui.ts');

const PIC_1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAE=';
const PIC_2 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAI=';

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('LoginForm: the server refuses the picture code', () => {
  const root = testRoot();
  beforeEach(() => {
    resetApi();
    configureClient({ getMerchant: () => 'acme', getLanguage: () => 'EN' });
    withMerchant([]);
    ui.alerts = [];
    stubFetch(() => json({ success: false, value: null, code: 'x', message: null }, 500));
    machine.submitLogin.mockReset();
  });
  afterEach(async () => { await root.render(null); vi.unstubAllGlobals(); });

  const input = (name: string) => root.host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const picture = () => root.host.querySelector('[data-testid="image-captcha"] img')?.getAttribute('src');
  const submit = async () => { await act(async () => { root.host.querySelector('form')!.requestSubmit(); }); };

  it.each([
    ['captcha.invalid', 'captcha_image_wrong'],
    ['captcha.required', 'captcha_image_required'],
  ])('%s: the field says %s in the player\'s language, the new picture shows, no notice; success hides the picture', async (code, key) => {
    const onDone = vi.fn();
    machine.submitLogin.mockResolvedValueOnce({ status: 'captcha', image: PIC_1, code: 'login.cred.err', message: 'wrong username or password' });
    await root.render(<LoginForm go={null} onDone={onDone} />);
    await act(async () => { type(input('username')!, 'player01'); type(input('password')!, 'secret1'); });
    await submit();
    await eventually(() => expect(picture()).toBe(PIC_1));
    ui.alerts = [];
    machine.submitLogin.mockResolvedValueOnce({ status: 'captcha', image: PIC_2, code, message: 'server text' });
    await act(async () => { type(input('captcha')!, 'ABCD'); });
    await submit();
    await eventually(() => expect(picture()).toBe(PIC_2));
    expect(input('captcha')!.value).toBe('');
    expect(input('captcha')!.closest('.field')!.textContent).toContain(key);
    expect(ui.alerts).toEqual([]);
    // A tap the re-entry guard ignored (busy) sent nothing: the typed code is kept for the next tap.
    machine.submitLogin.mockResolvedValueOnce({ status: 'busy' });
    await act(async () => { type(input('captcha')!, 'EFGH'); });
    await submit();
    expect(input('captcha')!.value).toBe('EFGH');
    machine.submitLogin.mockResolvedValueOnce({ status: 'success', target: '/m/home' });
    await submit();
    expect(machine.submitLogin.mock.calls[3]![1]).toMatchObject({ imageCaptcha: 'EFGH' });
    expect(onDone).toHaveBeenCalledWith('/m/home');
    expect(input('captcha')).toBeNull();
  });
});
