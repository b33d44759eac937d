/**
 * The merchant's general customer-service entries of the last good status, kept for "Contact us" when a later
 * status check fails. Saved from the deferred wave, read by the status screens' lazy contact button.
 */
import type { CustomerServiceEntry } from '../../contract/wps';
import { localStore } from '../lib/memoryStorage';
import { safeGetJSON, safeSetJSON } from '../lib/storage';

export const CONTACTS_KEY = 'MC_CS_CONTACTS';
export const MAX_CONTACTS = 5;

const isEntry = (e: unknown): e is CustomerServiceEntry => {
  const x = e as Partial<CustomerServiceEntry> | null;
  return typeof x === 'object' && x !== null && typeof x.csType === 'string' && x.csType.length <= 32
    && typeof x.path === 'string' && x.path.length <= 4096 && Array.isArray(x.labelIds);
};
const isEntries = (x: unknown): x is CustomerServiceEntry[] => Array.isArray(x) && x.length <= MAX_CONTACTS && x.every(isEntry);

/** Keeps the status answer's entries for no VIP label (the failed screen knows no member). */
export function rememberContacts(status: unknown, storage: Storage = localStore()): void {
  const all = (status as { customerService?: unknown } | null)?.customerService;
  if (!Array.isArray(all)) return;
  const general = all.filter((e): e is CustomerServiceEntry => isEntry(e) && e.labelIds.length === 0).slice(0, MAX_CONTACTS)
    .map(({ csType, csPosition, path }) => ({ csType, csPosition: String(csPosition ?? ''), path, labelIds: [] }));
  safeSetJSON(storage, CONTACTS_KEY, general);
}

/** The general entries the last good status named. */
export function savedContacts(storage: Storage = localStore()): CustomerServiceEntry[] {
  return safeGetJSON(storage, CONTACTS_KEY, isEntries) ?? [];
}
