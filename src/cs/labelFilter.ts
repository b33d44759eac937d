import type { CustomerServiceEntry } from '../../contract/wps';

/**
 * Spec section 6: if the member has a VIP label and entries exist for it, only those show;
 * otherwise (a guest, no label, or no entry for the label) the entries with no label show.
 */
export function entriesForLabel(entries: readonly CustomerServiceEntry[], labelId: string | null | undefined): CustomerServiceEntry[] {
  const valid = entries.filter((e) => typeof e?.csType === 'string' && typeof e.path === 'string');
  const labels = (e: CustomerServiceEntry): string[] => (Array.isArray(e.labelIds) ? e.labelIds.filter((l) => typeof l === 'string' && l !== '') : []);
  if (labelId) {
    const mine = valid.filter((e) => labels(e).includes(labelId));
    if (mine.length > 0) return mine;
  }
  return valid.filter((e) => labels(e).length === 0);
}
