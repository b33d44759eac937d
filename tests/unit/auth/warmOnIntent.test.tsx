import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthForm } from './formHarness.ts';

const bridge = vi.hoisted(() => ({ warm: vi.fn() }));
vi.mock('../../../src/worker/cryptoBridge.ts', () => ({ cryptoBridge: bridge }));
vi.mock('../../../src/social/SocialButtons.tsx', () => ({ SocialButtons: () => null }));

const { LoginForm } = await import('../../../src/components/auth/LoginForm.tsx');
const { RegisterForm } = await import('../../../src/components/auth/RegisterForm.tsx');

describe('the encryption worker starts when the player reaches for a form, not with the page', () => {
  const form = useAuthForm(() => ({ success: true, value: null, code: null, message: null }));
  beforeEach(() => bridge.warm.mockReset());

  it.each([
    ['login', () => <LoginForm go={null} onDone={() => {}} />],
    ['register', () => <RegisterForm go={null} onDone={() => {}} />],
  ])('%s: not at mount; on the first field\'s focus, a touch or a key', async (_name, render) => {
    await form.root.render(render());
    expect(bridge.warm).not.toHaveBeenCalled();
    const field = form.root.host.querySelector<HTMLInputElement>('form input')!;
    await act(async () => { field.focus(); });
    expect(bridge.warm).toHaveBeenCalledTimes(1);
    await act(async () => { field.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })); });
    await act(async () => { field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true })); });
    expect(bridge.warm).toHaveBeenCalledTimes(3);
  });
});
