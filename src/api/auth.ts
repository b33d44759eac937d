/** Authentication calls of spec section 7 in production's form: encrypted login, registration and password change, SMS code, second step. */
import type { Envelope } from '../../contract/envelope.ts';
import { AUTH_PATHS, REGISTER_MODULES, TRACE_ID_HEADER } from '../../contract/auth.ts';
import type {
  AutoUsernameRequest, AutoUsernameResponse, ChangePasswordRequest, LoginVerificationRequest, RegisterPayload, RegisterResponse,
  SmsNoLoginRequest, SmsNoLoginResponse,
} from '../../contract/auth.ts';
import { WPS, type LoginRequest, type LoginResponse } from '../../contract/wps.ts';
import { request } from './client.ts';
import { securePost } from './secure.ts';

export type RegisterKind = keyof typeof REGISTER_MODULES;

const REGISTER_PATHS: Record<RegisterKind, string> = {
  username: AUTH_PATHS.register, email: AUTH_PATHS.registerMail, mobile: AUTH_PATHS.registerMobile,
};

const TRACE_ID = /^[\w.:-]{1,128}$/;

/** Sends an encrypted call and puts the answer header's spanId (x-app-trace-id) into the session answer. */
async function withTraceId<T extends object>(send: (onHeaders: (h: Headers) => void) => Promise<Envelope<T>>): Promise<Envelope<T>> {
  let traceId: string | null = null;
  const env = await send((h) => { traceId = h.get(TRACE_ID_HEADER); });
  if (!env.success || typeof env.value !== 'object' || env.value === null) return env;
  if (traceId !== null && TRACE_ID.test(traceId)) return { ...env, value: { ...env.value, spanId: traceId } };
  return env;
}

/**
 * Encrypted login, without Authorization (a stale token must not ride along); the form shows its own errors.
 * Device is the body's device TYPE (none in a browser tab).
 */
export function loginSecure(req: LoginRequest): Promise<Envelope<LoginResponse>> {
  return withTraceId((onHeaders) => securePost<LoginResponse>(WPS.login, req, { auth: false, device: req.device, silent: true, onHeaders }));
}

/** Encrypted registration (PUT, production wire A10) by username or email (REG3) or mobile number (MOBILENUMREG3). */
export function registerMember(payload: RegisterPayload, kind: RegisterKind): Promise<Envelope<RegisterResponse>> {
  return withTraceId((onHeaders) => securePost<RegisterResponse>(REGISTER_PATHS[kind], payload, {
    method: 'PUT', moduleId: REGISTER_MODULES[kind], auth: false, device: payload.device, silent: true, onHeaders,
  }));
}

/** Encrypted registration under a generated username, which also logs in (PUT, production wire A11). */
export function registerAutoUsername(payload: AutoUsernameRequest): Promise<Envelope<AutoUsernameResponse>> {
  return withTraceId((onHeaders) => securePost<AutoUsernameResponse>(AUTH_PATHS.registerAutoUsername, payload, {
    method: 'PUT', auth: false, device: payload.device, silent: true, onHeaders,
  }));
}

/** Sends an SMS code to a mobile number (login and mobile registration). */
export function sendSmsCode(req: SmsNoLoginRequest): Promise<Envelope<SmsNoLoginResponse>> {
  return request<SmsNoLoginResponse>({ method: 'POST', path: AUTH_PATHS.smsNoLogin, body: req, auth: false, silent: true });
}

/** The second step after login_verify_required, encrypted like the login (production wire A3); answers like a login. */
export function verifyLogin(req: LoginVerificationRequest, device?: string): Promise<Envelope<LoginResponse>> {
  return withTraceId((onHeaders) => securePost<LoginResponse>(AUTH_PATHS.loginVerification, req, { auth: false, device, silent: true, onHeaders }));
}

/** The forced password change of /m/changePsw (encrypted, with the member's token). */
export function changePassword(req: ChangePasswordRequest): Promise<Envelope<unknown>> {
  return securePost<unknown>(AUTH_PATHS.changePassword, req, { silent: true });
}
