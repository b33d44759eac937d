/** After a registration that logs in (spec sections 2 and 4): the session from the answer, then the go target or /m/home. */
import type { RegisterResponse } from '../../contract/auth.ts';
import { safeGo } from '../lib/safeGo.ts';
import { merchantCode } from '../state/merchant.ts';
import { CHANGE_PASSWORD_PATH } from '../actions/postLoginTarget.ts';
import { openMemberSession } from './memberSession.ts';

/** A usable answer; without a login requested the server issues no token. */
export function isRegisterResponse(x: unknown, withToken: boolean): x is RegisterResponse {
  const v = x as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null || Array.isArray(v) || typeof v.userName !== 'string' || typeof v.token !== 'string') return false;
  return withToken ? v.token.length > 0 && v.token.length <= 512 : true;
}

/** The spanId the answer header gave (api/auth.ts puts it in the value), else none. */
const spanIdOf = (v: RegisterResponse): string => {
  const s = (v as { spanId?: unknown }).spanId;
  return typeof s === 'string' ? s : '';
};

/** Sets the session (first-time-login flag included) and returns where to go. */
export function finishRegistration(v: RegisterResponse, go: string | null): string {
  // The merchant's shared default password must be changed before anything else (the server refuses the rest).
  const held = v.defaultPassword === true;
  openMemberSession({
    spanId: spanIdOf(v), id: String(v.id ?? v.customerId ?? ''), token: v.token, merchantCode: merchantCode() ?? '',
    userName: v.userName, type: 0, firstTimeLogin: v.firstTimeLogin === true,
  }, held);
  if (held) return CHANGE_PASSWORD_PATH;
  return (go ? safeGo(go, location.origin) : null) ?? '/m/home';
}
