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

/** Whether the merchant asks new players for any confirmation: a login that would create an account must ask too. */
export const asksConsent = (merchant: Merchant): boolean => readRegisterConsent(merchant.config.register.consent) !== null;

/** Whether a body answers any confirmation at all (a client that asked), as opposed to one that never asked. */
export const answersConsent = (body: RegisterConsentAnswers): boolean => body.termsAccepted !== undefined || body.ageConfirmed !== undefined;
