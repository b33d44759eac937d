/**
 * The error catalogue of spec section 8, applied in one place: every failed /wps answer passes
 * through handleFailure, which decides between session expiry, silence, the offline toast and an alert.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { CODES, LOGOUT_CODES, isRateLimitCode } from '../../contract/codes.ts';
import { CLIENT_CODES } from './clientCodes.ts';
import { callHook } from './hooks.ts';

export type FailureOutcome = 'none' | 'session-expired' | 'silent' | 'offline' | 'alert';

/** Browser facts the rules read; injectable so the rules are testable without a real network. */
export interface FailureContext { protocol: string; online: boolean }

function browserContext(): FailureContext {
  const protocol = typeof location === 'undefined' ? '' : location.protocol;
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  return { protocol, online };
}

let sessionExpired = false;

/**
 * An alert's text from the failure; the UI installs its translation by code with the catalogue's rest. Every other
 * error text (inline field errors, titled alerts) uses the same function: messageForCode(code, fallback) or
 * errorMessage(env) from src/i18n/errorText.ts, imported by lazy modules only (the texts are not first-screen keys).
 */
let alertText: (env: Envelope) => string | null = (env) => env.message;

/** Sets how an alert's text is made: the request layer knows codes, the UI knows languages. */
export function setAlertText(fn: (env: Envelope) => string | null): void {
  alertText = fn;
}

/** Re-arms the session-expiry notice; the UI calls it after a new login. */
export function resetSessionExpiry(): void {
  sessionExpired = false;
}

function isSessionExpiry(env: Envelope, httpStatus: number): boolean {
  return (
    httpStatus === 401 ||
    (env.code !== null && LOGOUT_CODES.includes(env.code)) ||
    env.code === CODES.CUSTOMER_NOT_LOGIN ||
    env.message === CODES.CUSTOMER_NOT_LOGIN
  );
}

/** Offline over https: the browser says offline, or the request failed at the network level. */
function isOfflineOverHttps(env: Envelope, ctx: FailureContext): boolean {
  return ctx.protocol === 'https:' && (!ctx.online || env.code === CLIENT_CODES.network);
}

export function handleFailure(
  env: Envelope,
  httpStatus: number,
  opts: { silent?: boolean } = {},
  ctx: FailureContext = browserContext(),
): FailureOutcome {
  if (env.success) return 'none';
  // A session held on the forced password change: the UI goes to the change page instead of an alert.
  if (env.code === CODES.passwordChangeRequired) {
    callHook('onPasswordChangeRequired');
    return 'silent';
  }
  if (isSessionExpiry(env, httpStatus)) {
    // Latched: concurrent 401s must end in exactly one logout and one 'please login' notice.
    if (!sessionExpired) {
      sessionExpired = true;
      callHook('onSessionExpired');
    }
    return 'session-expired';
  }
  // The server is unavailable (no saved copy stood in): an outage, so the page probes and recovers by itself. A 500
  // is one call's fault, not an outage: its dialog stays until the player closes it.
  if (httpStatus === 503 || httpStatus === 504 || env.code === CODES.serviceUnavailable) callHook('onOutage');
  if (isRateLimitCode(env.code) || httpStatus === 502 || env.code === CLIENT_CODES.aborted) return 'silent';
  if (isOfflineOverHttps(env, ctx)) {
    callHook('onOfflineToast');
    return 'offline';
  }
  if (opts.silent) return 'silent';
  callHook('onAlert', alertText(env));
  return 'alert';
}
