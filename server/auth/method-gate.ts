import { CODES } from '../../contract/serverCodes.ts';
import { MOBILE_PATTERN } from '../../contract/auth.ts';
import { HttpError } from '../http/reply.ts';
import { isDevMode } from './auth-mode.ts';
import type { Merchant } from '../merchants/merchant-config.ts';

export type AuthMethod = 'firebase' | 'firebaseRegister' | 'line' | 'telegram' | 'maya' | 'register' | 'registerMobile';

/** Whether the merchant's flags and server config allow a method (spec section 6: methods are gated per merchant). */
export function methodEnabled(m: Merchant, method: AuthMethod): boolean {
  const f = m.config.whitelabel;
  const firebase = (f.GOOGLELOGIN3 || f.FACEBOOKLOGIN3 || f.TWITTERLOGIN3) && m.config.sms.projectId !== '';
  switch (method) {
    case 'firebase': return firebase;
    case 'firebaseRegister': return firebase && (f.FIREBASECREATEACC3 || f.SSOMANUALREG3);
    case 'line': return f.LINELOGIN3 && m.config.gw.LINE_CLIENT_ID !== '';
    case 'telegram': return f.TELEGRAMLOGIN3 && Boolean(m.config.server.telegramBotToken);
    // Only the local wallet page issues sessions: the reference server has no production Maya connection.
    case 'maya': return Boolean(m.config.server.maya) && isDevMode();
    case 'register': return f.REG3;
    case 'registerMobile': return f.MOBILENUMREG3;
  }
}

/** 403 login.method.disabled unless the method is on for this merchant. */
export function requireMethod(m: Merchant, method: AuthMethod): void {
  if (!methodEnabled(m, method)) throw new HttpError(403, CODES.loginMethodDisabled, `${method} is not available for this merchant`);
}

/** Digits only, spaces and dashes removed, one trunk 0 dropped; 400 unless MOBILE_PATTERN holds. */
export function normalizeMobile(raw: string, field = 'mobileNum'): string {
  const digits = raw.replace(/[\s-]/g, '').replace(/^0/, '');
  if (!MOBILE_PATTERN.test(digits)) throw new HttpError(400, CODES.badRequest, `${field} must be 6 to 15 digits`);
  return digits;
}

/** The dialing code, which must be one of the merchant's countries; the merchant's own when not given. */
export function dialingCodeOf(m: Merchant, given: string | undefined): string {
  const code = (given ?? m.config.country.countryDialingCode).trim().replace(/^\+/, '');
  if (!m.config.country.countries.some((c) => c.countryDialingCode === code)) {
    throw new HttpError(400, CODES.badRequest, `countryDialingCode must be one of ${m.config.country.countries.map((c) => c.countryDialingCode).join(', ')}`);
  }
  return code;
}
