/**
 * MCSFE_checkRsgUnlockEvent (production-wire D10): production posts it for guests on the home paths when the
 * merchant's whitelabel SELFEXCLUSION3 is on. What production does with the answer was not seen (the reference's
 * row has no answer column), so Tessera sends the check, as production does, and shows nothing for its answer.
 */
import { checkRsgUnlock } from '../api/content';
import { POPUP_PATHS } from './popupRules';

let asked = false;

/**
 * Once per page load, for a guest of a self-exclusion merchant on a home path (the popups' paths); resolves with
 * the answer, or null when not asked (or the call failed). Before the status is in, flags is undefined: not asked yet.
 */
export async function rsgUnlockOnHome(path: string, guest: boolean, flags: Readonly<Record<string, boolean>> | undefined): Promise<boolean | null> {
  if (asked || !guest || !POPUP_PATHS.includes(path) || flags?.SELFEXCLUSION3 !== true) return null;
  asked = true;
  return checkRsgUnlock();
}

/** Tests only: ask again. */
export function resetRsgUnlock(): void {
  asked = false;
}
