/**
 * Production forces the password change when the typed password is the merchant's default (production wire A2,
 * compared client-side). The default comes from the deployment (VITE_DEFAULT_REGISTRATION_PASSWORD), never the source.
 */
import { NO_DEFAULT_PASSWORD_CHECK } from '../../contract/auth.ts';

const configured: unknown = import.meta.env.VITE_DEFAULT_REGISTRATION_PASSWORD;

/**
 * Pure: the server's defaultPassword flag (Tessera's extra) or the typed password equal to the default; never for
 * SMS or firebase logins.
 */
export function usesDefaultPassword(method: string, serverFlag: unknown, typed: string | undefined, defaultPassword: unknown = configured): boolean {
  if ((NO_DEFAULT_PASSWORD_CHECK as readonly string[]).includes(method)) return false;
  if (serverFlag === true) return true;
  return typeof defaultPassword === 'string' && defaultPassword !== '' && typed === defaultPassword;
}
