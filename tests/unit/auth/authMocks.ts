/** Boundary stubs for the auth machines: the encrypted calls, the captcha and the device id. */
import { ref } from 'valtio';
import { vi } from 'vitest';
import type { Envelope } from '../../../contract/envelope.ts';
import type { LoginResponse, StatusInfo } from '../../../contract/wps.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { clearSession } from '../../../src/state/session.ts';
import { statusInfo } from '../ui/helpers.ts';

export const answer: LoginResponse = {
  token: 'tok-1', firstTimeLogin: false, passwordExpired: false, spanId: 'span', id: '7', userName: 'carol01', customerType: 0, defaultPassword: false,
};
export const ok = <T>(value: T): Envelope<T> => ({ success: true, value, code: null, message: null });
export const fail = <T>(code: string, message: string | null = null, value: unknown = null): Envelope<T> =>
  ({ success: false, value: value as T, code, message });

export function withMerchant(flags: string[] = [], over: Partial<StatusInfo> = {}): void {
  const s = statusInfo(over);
  for (const f of flags) (s.whitelabelVal as Record<string, boolean>)[f] = true;
  merchant.status = ref(s);
}

/** yieldToMain resumes in a microtask: these tests fake setTimeout, its fallback (undone by vi.unstubAllGlobals). */
export function instantYield(): void {
  vi.stubGlobal('scheduler', { yield: async () => {} });
}

/** What a wire-level auth test leaves behind: stubbed globals and spies, the session and the merchant's status. */
export function resetAuthTest(): void {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  merchant.status = null;
}
