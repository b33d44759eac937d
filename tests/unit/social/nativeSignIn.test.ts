import { beforeEach, describe, expect, it, vi } from 'vitest';

const ui = vi.hoisted(() => ({ showAlert: vi.fn() }));
vi.mock('../../../src/state/ui.ts', () => ({ showAlert: ui.showAlert }));

const { nativeFailureText, nativeSignIn, nativeSignInAvailable, readNativeResult } = await import('../../../src/social/nativeSignIn.ts');

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJpYXQiOjF9.c2ln';

describe('native app sign-in callbacks (spec section 8)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('reads a Failure-prefixed string as a failure and keeps its text exactly', () => {
    const raw = 'Failure: the Google account is disabled (code 12500)';
    expect(readNativeResult(raw)).toEqual({ kind: 'failure', text: raw });
    expect(nativeFailureText(readNativeResult(raw))).toBe(raw);
    expect(readNativeResult('FAILURE cancelled')).toEqual({ kind: 'failure', text: 'FAILURE cancelled' });
  });

  it('reads an ID token as a token, and anything else as invalid (never shown as-is)', () => {
    expect(readNativeResult(TOKEN)).toEqual({ kind: 'token', idToken: TOKEN });
    for (const bad of [null, 42, '', '<img src=x onerror=alert(1)>', 'ok']) expect(readNativeResult(bad).kind).toBe('invalid');
    expect(nativeFailureText({ kind: 'invalid' })).not.toContain('onerror');
  });

  it('shows the app\'s failure string as-is and resolves null; a token resolves without an alert', async () => {
    const calls: string[] = [];
    const w: Parameters<typeof nativeSignIn>[1] = { TesseraNative: { signIn: (ch) => calls.push(ch) } };
    expect(nativeSignInAvailable(w)).toBe(true);
    const failed = nativeSignIn('google', w);
    expect(calls).toEqual(['google']);
    w.onNativeSignIn!('google', 'Failure: network unreachable');
    await expect(failed).resolves.toBeNull();
    expect(ui.showAlert).toHaveBeenCalledWith('Failure: network unreachable', expect.any(String));

    ui.showAlert.mockClear();
    const ok = nativeSignIn('facebook', w);
    w.onNativeSignIn!('facebook', TOKEN);
    await expect(ok).resolves.toBe(TOKEN);
    expect(ui.showAlert).not.toHaveBeenCalled();
  });

  it('is not offered outside the app', () => {
    expect(nativeSignInAvailable({})).toBe(false);
  });
});
