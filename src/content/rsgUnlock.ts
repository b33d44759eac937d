/**
 * MCSFE_checkRsgUnlockEvent (production-wire D10): production posts it for guests on the home paths when the
 * merchant's whitelabel SELFEXCLUSION3 is on. Its answer is unseen, so a due event is only logged for now.
 */
import { checkRsgUnlock } from '../api/content';

let asked = false;

/** Once per page load, for a guest of a self-exclusion merchant on a home path; resolves with the answer or null. */
export async function rsgUnlockOnHome(guest: boolean, flags: Readonly<Record<string, boolean>> | undefined): Promise<boolean | null> {
  if (asked || !guest || flags?.SELFEXCLUSION3 !== true) return null;
  asked = true;
  const due = await checkRsgUnlock();
  if (due) console.info('[rsg] a self-exclusion unlock event is due');
  return due;
}

/** Tests only: ask again. */
export function resetRsgUnlock(): void {
  asked = false;
}
