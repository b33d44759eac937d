import { describe, expect, it } from 'vitest';
import type { RegisterResponse } from '../../../contract/auth.ts';
import { finishRegistration } from '../../../src/auth/finishRegistration.ts';
import { state as session } from '../../../src/state/session.ts';

const answer = (extra: Partial<RegisterResponse> = {}): RegisterResponse => ({
  token: 'a'.repeat(64), userName: 'user123456', customerName: 'user123456', id: '7', customerId: '7', firstTimeLogin: false, ...extra,
});

describe('finishRegistration', () => {
  it('goes to the go target or /m/home after an ordinary registration', () => {
    expect(finishRegistration(answer(), null)).toBe('/m/home');
    expect(finishRegistration(answer(), '/m/sports')).toBe('/m/sports');
    expect(session.mustChangePassword).toBe(false);
  });

  it('refuses an absolute go target, even on this origin (go is a path beginning /m/)', () => {
    expect(finishRegistration(answer(), `${location.origin}/m/sports`)).toBe('/m/home');
  });

  it("holds an account that got the merchant's default password on the change page, whatever the go target", () => {
    expect(finishRegistration(answer({ defaultPassword: true }), '/m/sports')).toBe('/m/changePsw');
    expect(session.mustChangePassword).toBe(true);
  });
});
