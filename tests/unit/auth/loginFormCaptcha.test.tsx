import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_PATHS } from '../../../contract/verification.ts';
import { useAuthForm } from './formHarness.ts';
import { eventually } from '../eventually.ts';

const machine = vi.hoisted(() => ({ submitLogin: vi.fn() }));
vi.mock('../../../src/auth/loginMachine.ts', () => machine);
vi.mock('../../../src/worker/cryptoBridge.ts', () => ({ cryptoBridge: { warm: () => () => {} } }));
vi.mock('../../../src/social/SocialButtons.tsx', () => ({ SocialButtons: () => null }));

const { LoginForm } = await import('../../../src/components/auth/LoginForm.tsx');
const { state: ui } = await import('../../../src/state/ui.ts');

const PIC_1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAE=';
const PIC_2_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAI=';

describe('LoginForm: the image captcha the login machine asks for (A19)', () => {
  const form = useAuthForm(() => ({ success: true, value: PIC_2_B64, code: null, message: null }));
  const { root, find, submit } = form;
  beforeEach(() => {
    ui.alerts = [];
    machine.submitLogin.mockReset();
  });

  it('shows the picture after a captcha outcome, requires the code, sends it once and offers a new picture', async () => {
    machine.submitLogin.mockResolvedValueOnce({ status: 'captcha', image: PIC_1, code: 'login.cred.err', message: 'Wrong password' });
    await root.render(<LoginForm go={null} onDone={() => {}} />);
    expect(find('captcha')).toBeNull();
    await form.fill({ username: 'player01', password: 'secret1' });
    await submit();
    await eventually(() => expect(find('captcha')).not.toBeNull());
    expect(root.host.querySelector<HTMLImageElement>('[data-testid="image-captcha"] img')!.getAttribute('src')).toBe(PIC_1);
    expect(ui.alerts.map((a) => a.message)).toContain('Wrong password');
    // Empty code: nothing sent, the field says why.
    await submit();
    expect(machine.submitLogin).toHaveBeenCalledTimes(1);
    expect(form.fieldText('captcha')).toContain('captcha_image_required');
    // Refresh draws a new picture from GET /wps/captcha.
    await form.click('captcha-refresh');
    await eventually(() => expect(root.host.querySelector('[data-testid="image-captcha"] img')!.getAttribute('src')).toBe(`data:image/png;base64,${PIC_2_B64}`));
    expect(form.calls.some((c) => c.url.includes(VERIFICATION_PATHS.imageCaptcha))).toBe(true);
    machine.submitLogin.mockResolvedValueOnce({ status: 'success', target: '/m/home' });
    await form.fill({ captcha: 'k7wq' });
    await submit();
    expect(machine.submitLogin).toHaveBeenCalledTimes(2);
    expect(machine.submitLogin.mock.calls[1]![1]).toMatchObject({ imageCaptcha: 'k7wq' });
    expect(machine.submitLogin.mock.calls[1]![0]).toMatchObject({ type: 'username', username: 'player01' });
  });

  it('a picture that failed to load still shows the field with a retry, and a plain failure hides it', async () => {
    machine.submitLogin.mockResolvedValueOnce({ status: 'captcha', image: null, code: null, message: null });
    await root.render(<LoginForm go={null} onDone={() => {}} />);
    await form.fill({ username: 'player01', password: 'secret1' });
    await submit();
    await eventually(() => expect(root.host.textContent).toContain('captcha_image_failed'));
    machine.submitLogin.mockResolvedValueOnce({ status: 'failure', code: 'x', message: null });
    await form.fill({ captcha: 'ABCD' });
    await submit();
    await eventually(() => expect(find('captcha')).toBeNull());
  });
});
