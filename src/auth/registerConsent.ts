/**
 * What registration asks the player to confirm, from the merchant's status (register.consent):
 * the terms (with a link when termsUrl is set) and a minimum age. Absent or malformed: nothing is asked.
 */
export interface RegisterConsent { terms: boolean; termsUrl: string | null; minAge: number | null }

/** Only same-site paths or https pages: a configured link never runs script. */
const SAFE_URL = /^(\/(?!\/)|https:\/\/)[^\s"'<>]{0,500}$/;

export function readConsent(register: unknown): RegisterConsent | null {
  const raw = (register as { consent?: unknown } | null | undefined)?.consent;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object') {
    console.warn('[register] consent setting ignored: not an object', raw);
    return null;
  }
  const c = raw as { terms?: unknown; termsUrl?: unknown; minAge?: unknown };
  const termsUrl = typeof c.termsUrl === 'string' && SAFE_URL.test(c.termsUrl) ? c.termsUrl : null;
  if (c.termsUrl !== undefined && c.termsUrl !== null && termsUrl === null) console.warn('[register] consent termsUrl ignored', c.termsUrl);
  const minAge = typeof c.minAge === 'number' && Number.isInteger(c.minAge) && c.minAge >= 1 && c.minAge <= 99 ? c.minAge : null;
  if (c.minAge !== undefined && c.minAge !== null && minAge === null) console.warn('[register] consent minAge ignored', c.minAge);
  const terms = c.terms === true || termsUrl !== null;
  return terms || minAge !== null ? { terms, termsUrl, minAge } : null;
}
