/** Whether the top of the page keeps room for the download bar before its rules have run (first-screen code). */
import { DOWNLOAD_KEYS, LINK_TYPES } from '../../contract/install';
import type { StatusInfo } from '../../contract/wps';
import { sessionStore } from '../lib/memoryStorage';
import { safeGetItem } from '../lib/storage';

/**
 * The likely outcome from what the first screen already knows: the merchant has download links, the bar was
 * not closed this session, and the page is not an installed app. Wrong guesses cost one shift, as before.
 */
export function holdsBarSlot(status: StatusInfo | null, standalone: boolean): boolean {
  if (!status || standalone || safeGetItem(sessionStore(), DOWNLOAD_KEYS.barClosed) === '1') return false;
  return status.resources.some((r) => LINK_TYPES.includes(r.resourceType));
}
