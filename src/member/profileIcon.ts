import { PROFILE_ICON_COUNT } from '../../contract/constants';
import { safeGetJSON, safeSetJSON } from '../lib/storage';

/** The chosen profile icon per customer: { customerId: n } in local storage. */
export const PROFILE_ICON_KEY = 'MC_PROFILE_ICON';

/** Spec section 3: gw.PROFILE_ICON_COUNT, default 9; a value that is not a sensible whole number is the default. */
export function iconCount(gwCount: unknown): number {
  return typeof gwCount === 'number' && Number.isInteger(gwCount) && gwCount >= 1 && gwCount <= 100 ? gwCount : PROFILE_ICON_COUNT;
}

const isChoices = (x: unknown): x is Record<string, number> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every((n) => typeof n === 'number');

/** Icons are numbered 1..count; a stored choice outside the range (the merchant lowered the count) is icon 1. */
export function chosenIcon(storage: Storage, customerId: string, count: number): number {
  const n = safeGetJSON(storage, PROFILE_ICON_KEY, isChoices)?.[customerId];
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= count ? n : 1;
}

export function chooseIcon(storage: Storage, customerId: string, n: number): void {
  const all = safeGetJSON(storage, PROFILE_ICON_KEY, isChoices) ?? {};
  safeSetJSON(storage, PROFILE_ICON_KEY, { ...all, [customerId]: n });
}
