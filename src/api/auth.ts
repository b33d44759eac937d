/** Authentication calls of spec section 7: encrypted login, registration and password change, SMS code, second step. */
import type { Envelope } from '../../contract/envelope.ts';
import { AUTH_PATHS, REGISTER_MODULES, SECURE_HEADERS } from '../../contract/auth.ts';
import type {
  ChangePasswordRequest, LoginVerificationRequest, RegisterPayload, RegisterResponse, SmsNoLoginRequest, SmsNoLoginResponse,
} from '../../contract/auth.ts';
import { WPS, type LoginRequest, type LoginResponse } from '../../contract/wps.ts';
import { request } from './client.ts';
import { securePost } from './secure.ts';

/** Encrypted login, without Authorization (a stale token must not ride along); the form shows its own errors. */
export function loginSecure(req: LoginRequest): Promise<Envelope<LoginResponse>> {
  const headers: Record<string, string> = req.device ? { [SECURE_HEADERS.device]: req.device } : {};
  return securePost<LoginResponse>(WPS.login, req, { auth: false, headers, silent: true });
}

/** Encrypted registration by username (REG3) or mobile number (MOBILENUMREG3). */
export function registerMember(payload: RegisterPayload, mobile: boolean): Promise<Envelope<RegisterResponse>> {
  return securePost<RegisterResponse>(mobile ? AUTH_PATHS.registerMobile : AUTH_PATHS.register, payload, {
    moduleId: mobile ? REGISTER_MODULES.mobile : REGISTER_MODULES.username, auth: false, silent: true,
  });
}

/** Sends an SMS code to a mobile number (login and mobile registration). */
export function sendSmsCode(req: SmsNoLoginRequest): Promise<Envelope<SmsNoLoginResponse>> {
  return request<SmsNoLoginResponse>({ method: 'POST', path: AUTH_PATHS.smsNoLogin, body: req, auth: false, silent: true });
}

/** The second step after login_verify_required; answers like a login. */
export function verifyLogin(req: LoginVerificationRequest): Promise<Envelope<LoginResponse>> {
  return request<LoginResponse>({ method: 'POST', path: AUTH_PATHS.loginVerification, body: req, auth: false, silent: true });
}

/** The forced password change of /m/changePsw (encrypted, with the member's token). */
export function changePassword(req: ChangePasswordRequest): Promise<Envelope<unknown>> {
  return securePost<unknown>(AUTH_PATHS.changePassword, req, { silent: true });
}
