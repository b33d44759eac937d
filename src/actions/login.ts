import type { LoginResponse } from '../../contract/wps';
import { CODES } from '../../contract/codes';
import { login as loginCall, resetSessionExpiry } from '../api';
import { setSession } from '../state/session';
import { flag, merchantCode } from '../state/merchant';
import { loadMember, resetMember } from '../state/member';
import { postLoginTarget } from './postLoginTarget';
import { showToast } from '../state/ui';

/** How long the player sees that a link was ignored. */
const INVALID_LINK_TOAST_MS = 4000;

export type LoginResult = { ok: true; target: string } | { ok: false; code: string | null; message: string | null };

function isLoginResponse(x: unknown): x is LoginResponse {
  const v = x as Record<string, unknown> | null;
  return typeof v === 'object' && v !== null && typeof v.token === 'string' && v.token.length > 0 && typeof v.userName === 'string';
}

/** Username and password login (the encrypted and other methods come with the authentication work). */
export async function loginWithPassword(username: string, password: string, go: string | null): Promise<LoginResult> {
  const env = await loginCall({ username: username.trim(), password, type: 'username' });
  if (!env.success) return { ok: false, code: env.code, message: env.message };
  if (!isLoginResponse(env.value)) {
    console.error('login: malformed answer', env.value);
    return { ok: false, code: CODES.badRequest, message: null };
  }
  const v = env.value;
  resetMember();
  setSession({
    spanId: String(v.spanId ?? ''), id: String(v.id ?? ''), token: v.token, merchantCode: merchantCode() ?? '',
    userName: v.userName, type: Number(v.customerType) || 0, firstTimeLogin: v.firstTimeLogin === true,
  });
  resetSessionExpiry();
  void loadMember();
  const { target, goRefused } = postLoginTarget({
    firstTimeLogin: v.firstTimeLogin === true, passwordExpired: v.passwordExpired === true,
    forceChangeOnExpiry: flag('PWDEXPFORCECHANGE3'), go, origin: location.origin,
  });
  if (goRefused && go) {
    console.warn('login: go target refused', go.slice(0, 200));
    showToast('invalid_link', INVALID_LINK_TOAST_MS);
  }
  return { ok: true, target };
}
