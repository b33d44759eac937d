import { CODES } from '../../contract/serverCodes.ts';
import { MOBILE_PATTERN } from '../../contract/auth.ts';
import { HttpError } from '../http/reply.ts';
import type { SocialLink } from '../../contract/loginProviders.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { linkEnabled } from '../social/providers/index.ts';

/** A login provider's identity family (its gates are its modules' under server/social/providers/), or a registration. */
export type AuthMethod = SocialLink | 'register' | 'registerMobile';

/** Whether the merchant's flags and server config allow a method (spec section 6: methods are gated per merchant). */
export function methodEnabled(m: Merchant, method: AuthMethod): boolean {
  if (method === 'register') return m.config.whitelabel.REG3;
  if (method === 'registerMobile') return m.config.whitelabel.MOBILENUMREG3;
  return linkEnabled(m, method);
}

/** 403 login.method.disabled unless the gate is open. */
export function requireEnabled(enabled: boolean, method: string): void {
  if (!enabled) throw new HttpError(403, CODES.loginMethodDisabled, `${method} is not available for this merchant`);
}

/** 403 login.method.disabled unless the method is on for this merchant. */
export function requireMethod(m: Merchant, method: AuthMethod): void {
  requireEnabled(methodEnabled(m, method), method);
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
