/**
 * What registration asks the player to confirm, from the merchant's status (register.consent): the reading the
 * reference server applies too (contract/registerConsent.ts). Absent or malformed: nothing is asked.
 */
import { readRegisterConsent, type RegisterConsent } from '../../contract/registerConsent.ts';

export type { RegisterConsent };

export function readConsent(register: unknown): RegisterConsent | null {
  const raw = (register as { consent?: unknown } | null | undefined)?.consent;
  return readRegisterConsent(raw, (what, value) => console.warn(`[register] consent ${what}`, value));
}
