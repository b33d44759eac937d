/**
 * The register form's own calls: the username check (A22) and the email registration code (A16, A17).
 * Each answer is read here and mapped to what the form shows; a bad answer degrades, never throws.
 */
import {
  CHECK_USERNAME_MODULE, MAIL_OPERATION_REGISTER, VERIFICATION_PATHS,
  type MailRegisterRequest, type MailRegisterVerifyRequest,
} from '../../../contract/verification.ts';
import { request } from '../../api/client';

const USERNAME_EXISTS = 'register.username.exists';

export type UsernameState = 'free' | 'taken' | 'unknown';

/** value true = free, false = taken; {available} is read too; a "username exists" refusal means taken. */
export async function checkUsernameAvailable(username: string): Promise<UsernameState> {
  const env = await request<unknown>({
    method: 'GET', path: VERIFICATION_PATHS.checkUsername, query: { username: username.trim() },
    moduleId: CHECK_USERNAME_MODULE, auth: false, silent: true,
  });
  if (!env.success) return env.code === USERNAME_EXISTS ? 'taken' : 'unknown';
  const v = env.value;
  const free = typeof v === 'boolean' ? v : typeof v === 'object' && v !== null && typeof (v as { available?: unknown }).available === 'boolean'
    ? (v as { available: boolean }).available : null;
  if (free === null) {
    console.warn('[register] check username: unreadable answer');
    return 'unknown';
  }
  return free ? 'free' : 'taken';
}

export type MailCodeOutcome = { ok: true; resendAfterSeconds: number; devCode?: string } | { ok: false; message: string | null };

const DEFAULT_RESEND_S = 60;

/** Seconds until the code may be asked again: production's expirationTime (epoch ms) first, then Tessera's field. */
export function resendSeconds(value: unknown, nowMs: number): number {
  const v = (typeof value === 'object' && value !== null ? value : {}) as { expirationTime?: unknown; resendAfterSeconds?: unknown };
  const until = Number(v.expirationTime);
  if (Number.isFinite(until) && until > nowMs && until - nowMs <= 600_000) return Math.ceil((until - nowMs) / 1000);
  const wait = Number(v.resendAfterSeconds);
  return Number.isFinite(wait) && wait > 0 && wait <= 600 ? wait : DEFAULT_RESEND_S;
}

/** A16: mails a registration code to the address. */
export async function sendMailRegisterCode(email: string): Promise<MailCodeOutcome> {
  const body: MailRegisterRequest = { email: email.trim(), operationType: MAIL_OPERATION_REGISTER };
  const env = await request<unknown>({ method: 'POST', path: VERIFICATION_PATHS.mailRegister, body, auth: false, silent: true });
  if (!env.success) return { ok: false, message: env.message };
  const dev = (env.value as { devCode?: unknown } | null)?.devCode;
  return { ok: true, resendAfterSeconds: resendSeconds(env.value, Date.now()), ...(typeof dev === 'string' && /^\d{6}$/.test(dev) ? { devCode: dev } : {}) };
}

/** A17: whether the code is right; the failure's code lets the form put the message under the code field. */
export async function verifyMailRegisterCode(email: string, verificationCode: string): Promise<{ ok: true } | { ok: false; code: string | null; message: string | null }> {
  const body: MailRegisterVerifyRequest = { email: email.trim(), verificationCode: verificationCode.trim() };
  const env = await request<unknown>({ method: 'POST', path: VERIFICATION_PATHS.mailRegisterVerify, body, auth: false, silent: true });
  if (env.success && env.value !== false) return { ok: true };
  return { ok: false, code: env.success ? null : env.code, message: env.success ? null : env.message };
}
