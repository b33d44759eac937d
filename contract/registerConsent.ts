/**
 * register.consent of the status: what registration asks the player to confirm, and the one reading of it that
 * the form (which shows the boxes) and the reference server (which refuses a registration without them) share.
 * A Tessera addition [inferred: production's status and its A10 body were not seen carrying consent].
 */

/** As configured: the terms (linked when termsUrl is set) and a minimum age; absent, nothing is asked. */
export interface RegisterConsentSetting { terms?: boolean; termsUrl?: string; minAge?: number }

/** The confirmations a registration body carries; each is true or left out. */
export interface RegisterConsentAnswers { termsAccepted?: boolean; ageConfirmed?: boolean }

/** What is asked, read: terms (with a safe link or none) and the minimum age or null. */
export interface RegisterConsent { terms: boolean; termsUrl: string | null; minAge: number | null }

/** Only same-site paths or https pages: a configured link never runs script. */
const SAFE_URL = /^(\/(?!\/)|https:\/\/)[^\s"'<>]{0,500}$/;

/** The setting read defensively: malformed parts are ignored (told through warn), so both sides ask the same. */
export function readRegisterConsent(raw: unknown, warn: (what: string, value: unknown) => void = () => undefined): RegisterConsent | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object') {
    warn('setting ignored: not an object', raw);
    return null;
  }
  const c = raw as { terms?: unknown; termsUrl?: unknown; minAge?: unknown };
  const termsUrl = typeof c.termsUrl === 'string' && SAFE_URL.test(c.termsUrl) ? c.termsUrl : null;
  if (c.termsUrl !== undefined && c.termsUrl !== null && termsUrl === null) warn('termsUrl ignored', c.termsUrl);
  const minAge = typeof c.minAge === 'number' && Number.isInteger(c.minAge) && c.minAge >= 1 && c.minAge <= 99 ? c.minAge : null;
  if (c.minAge !== undefined && c.minAge !== null && minAge === null) warn('minAge ignored', c.minAge);
  const terms = c.terms === true || termsUrl !== null;
  return terms || minAge !== null ? { terms, termsUrl, minAge } : null;
}
