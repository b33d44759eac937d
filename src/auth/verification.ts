/**
 * The second login step (spec sections 4 and 8): a login_verify_required failure carries the email, ga and
 * sms flags; the dialog asks for a code and the login completes after /wps/session/login/verification.
 */
import type { LoginVerificationRequest } from '../../contract/auth.ts';
import type { LoginVerifyFlags } from '../../contract/wps.ts';
import { verifyLogin } from '../api/auth.ts';
import { closeVerification, openVerification } from '../state/auth.ts';
import { completeLogin, type CompleteLoginOptions } from './completeLogin.ts';

export type VerifyMethod = LoginVerificationRequest['method'];

/** The login the second step continues (production's Login2FA modal is given the username and password). */
export interface VerifyingLogin { username: string; password: string; loginDeviceId?: string; device?: string }

/** The login waiting for its second step; kept out of the store because it holds the typed password. */
let pending: { challengeId?: string; who?: VerifyingLogin; done: CompleteLoginOptions; devCode: string | null } | null = null;

const CHALLENGE = /^[\w.-]{8,256}$/;

/**
 * The flags and challenge of a login_verify_required answer, or null when it is malformed. Production's value has
 * no challengeId (production wire A3): the flags alone open the step; a malformed challengeId is dropped.
 */
export function parseVerifyValue(x: unknown): { challengeId?: string; flags: LoginVerifyFlags } | null {
  if (typeof x !== 'object' || x === null) return null;
  const v = x as Record<string, unknown>;
  const flags = { email: v.email === true, ga: v.ga === true, sms: v.sms === true };
  if (!(flags.email || flags.ga || flags.sms)) return null;
  return typeof v.challengeId === 'string' && CHALLENGE.test(v.challengeId) ? { challengeId: v.challengeId, flags } : { flags };
}

/** Opens the dialog; false when the answer has no usable second step (the caller treats it as a failure). */
export function startVerification(value: unknown, done: CompleteLoginOptions, who?: VerifyingLogin): boolean {
  const parsed = parseVerifyValue(value);
  if (!parsed) {
    console.error('login: login_verify_required without usable flags', value);
    return false;
  }
  const dev = (value as { devCode?: unknown }).devCode;
  pending = { challengeId: parsed.challengeId, who, done, devCode: typeof dev === 'string' && /^\d{4,10}$/.test(dev) ? dev : null };
  openVerification({ challengeId: parsed.challengeId ?? '', flags: parsed.flags });
  return true;
}

/** The email or SMS code a development server revealed (it has no mail or SMS gateway); the dialog fills it in. */
export function pendingDevCode(): string | null {
  return pending?.devCode ?? null;
}

export type VerifyOutcome = { ok: true; target: string } | { ok: false; message: string | null };

/** Sends the code; success completes the login that asked for it. */
export async function submitVerification(method: VerifyMethod, code: string): Promise<VerifyOutcome> {
  const p = pending;
  if (!p) return { ok: false, message: null };
  const { device, ...who } = p.who ?? {};
  const env = await verifyLogin({ ...(p.challengeId ? { challengeId: p.challengeId } : {}), method, code: code.trim(), ...who }, device);
  if (!env.success) return { ok: false, message: env.message };
  pending = null;
  try {
    return { ok: true, target: await completeLogin(env.value, p.done) };
  } catch {
    return { ok: false, message: null };
  }
}

/** Closing the dialog abandons the login (and forgets the password it held). */
export function cancelVerification(): void {
  pending = null;
  closeVerification();
}
