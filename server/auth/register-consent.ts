import { readRegisterConsent, type RegisterConsentAnswers } from '../../contract/registerConsent.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { HttpError } from '../http/reply.ts';
import type { Merchant } from '../merchants/merchant-config.ts';

/**
 * 400 unless the body carries every confirmation the merchant's register.consent asks for, read as the form
 * reads it (contract/registerConsent.ts), so a box the form never shows is never required.
 */
export function requireConsent(merchant: Merchant, body: RegisterConsentAnswers): void {
  const asked = readRegisterConsent(merchant.config.register.consent);
  if (!asked) return;
  if (asked.terms && body.termsAccepted !== true) {
    throw new HttpError(400, CODES.registerTermsRequired, 'termsAccepted: this merchant asks new players to accept its terms');
  }
  if (asked.minAge !== null && body.ageConfirmed !== true) {
    throw new HttpError(400, CODES.registerAgeRequired, `ageConfirmed: this merchant asks new players to confirm they are ${asked.minAge} or older`);
  }
}
