import type { MemberRow } from '../db/schema.ts';
import type { Merchant } from '../merchants/merchant-config.ts';

/**
 * Spec section 4: a change is forced on the first login, on an expired password when PWDEXPFORCECHANGE3
 * is on, and when the password just typed is the merchant's default (a shared secret of every password-less
 * mobile registration). Logins that prove no password (SMS code, provider identity) pass defaultPassword false.
 */
export function mustChangePassword(merchant: Merchant, member: MemberRow, defaultPassword: boolean): boolean {
  return member.first_time_login || (member.password_expired && merchant.config.whitelabel.PWDEXPFORCECHANGE3) || defaultPassword;
}

/** The member row's own part of the rule, re-read at each call so a flag set after login also applies. */
export const memberMustChangePassword = (merchant: Merchant, member: MemberRow): boolean => mustChangePassword(merchant, member, false);
