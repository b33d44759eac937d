/**
 * Multi-factor sign-in (spec section 7): SMS or TOTP. The sign-in stays pending until the player
 * resolves it (or cancels); a wrong code keeps it pending with the error shown.
 */
import { proxy } from 'valtio';
import { t } from '../i18n';
import { providerErrorText } from './providerError.ts';

export interface MfaHint { uid: string; factorId: 'phone' | 'totp' | string; displayName: string; phoneNumber: string }

/** The provider side, so the flow is testable without the SDK. */
export interface MfaOps {
  /** Sends the SMS for a phone hint; answers the verification id. */
  sendSms(hintUid: string): Promise<string>;
  finishSms(verificationId: string, code: string): Promise<string>;
  finishTotp(enrollmentId: string, code: string): Promise<string>;
}

export const state = proxy({
  mfa: null as null | { hints: MfaHint[]; selected: string | null; verificationId: string | null; busy: boolean; error: string | null },
});

let ops: MfaOps | null = null;
let settle: ((idToken: string | null) => void) | null = null;

const providerError = (code: string) => ({ code, message: '' });

/** Resolves with the ID token once a factor is passed, or null if the player cancels. */
export function startMfa(hints: MfaHint[], provider: MfaOps): Promise<string | null> {
  settle?.(null);
  ops = provider;
  state.mfa = { hints, selected: hints.length === 1 ? hints[0]!.uid : null, verificationId: null, busy: false, error: null };
  return new Promise((resolve) => { settle = resolve; });
}

function end(idToken: string | null): void {
  const done = settle;
  settle = null;
  ops = null;
  state.mfa = null;
  done?.(idToken);
}

export function cancelMfa(): void {
  end(null);
}

async function step<T>(work: () => Promise<T>): Promise<T | null> {
  const m = state.mfa;
  if (!m || m.busy) return null;
  m.busy = true;
  m.error = null;
  try {
    return await work();
  } catch (err) {
    if (state.mfa) state.mfa.error = providerErrorText(err, t) ?? null;
    return null;
  } finally {
    if (state.mfa) state.mfa.busy = false;
  }
}

export function chooseFactor(uid: string): void {
  if (state.mfa) Object.assign(state.mfa, { selected: uid, verificationId: null, error: null });
}

export async function sendSmsCode(): Promise<void> {
  const m = state.mfa;
  const hint = m?.hints.find((h) => h.uid === m.selected);
  if (!m || !ops) return;
  const provider = ops;
  const id = await step(async () => {
    if (!hint) throw providerError('auth/missing-multi-factor-info');
    return provider.sendSms(hint.uid);
  });
  if (id && state.mfa) state.mfa.verificationId = id;
}

export async function submitMfaCode(code: string): Promise<void> {
  const m = state.mfa;
  if (!m || !ops) return;
  const provider = ops;
  const hint = m.hints.find((h) => h.uid === m.selected);
  const trimmed = code.trim();
  const token = await step(async () => {
    if (!hint) throw providerError('auth/missing-multi-factor-info');
    if (hint.factorId === 'totp') {
      if (!trimmed || !hint.uid) throw providerError('auth/missing-multi-factor-totp');
      return provider.finishTotp(hint.uid, trimmed);
    }
    if (!m.verificationId) throw providerError('auth/missing-multi-factor-info');
    return provider.finishSms(m.verificationId, trimmed);
  });
  if (token) end(token);
}
