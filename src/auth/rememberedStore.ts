/** The remembered login entry in local storage (spec section 3): its shape, the read without the password, the removal. */
import { localStore } from '../lib/memoryStorage.ts';
import { safeGetJSON, safeRemove } from '../lib/storage.ts';
import type { Sealed } from './sealedPassword.ts';

import { LEGACY_SALT_KEY, REMEMBER_KEY } from './rememberKeys.ts';

export { LEGACY_SALT_KEY, REMEMBER_KEY } from './rememberKeys.ts';

export type RememberedType = 'username' | 'sms';
export interface RememberedMeta {
  type: RememberedType;
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  merchant: string;
}
export interface Stored extends RememberedMeta { v?: 2; sealed?: Sealed; password?: string }

const MAX = 256;
const optStr = (x: unknown): boolean => x === undefined || (typeof x === 'string' && x.length <= MAX);
const isSealed = (x: unknown): x is Sealed => typeof x === 'object' && x !== null
  && typeof (x as Sealed).iv === 'string' && typeof (x as Sealed).data === 'string' && (x as Sealed).data.length <= 4 * MAX;

function isStored(x: unknown): x is Stored {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return (s.type === 'username' || s.type === 'sms') && typeof s.merchant === 'string' && s.merchant.length <= MAX
    && optStr(s.username) && optStr(s.mobileNum) && optStr(s.countryDialingCode) && optStr(s.password)
    && (s.sealed === undefined || isSealed(s.sealed)) && (s.v === undefined || s.v === 2);
}

export const meta = (s: Stored): RememberedMeta => ({
  type: s.type, username: s.username, mobileNum: s.mobileNum, countryDialingCode: s.countryDialingCode, merchant: s.merchant,
});

export function readStored(): Stored | null {
  return safeGetJSON(localStore(), REMEMBER_KEY, isStored);
}

/** What the form prefills and the auto-login rules read; never the password. */
export function readRememberedMeta(): RememberedMeta | null {
  const s = readStored();
  return s ? meta(s) : null;
}

export function clearRemembered(): void {
  safeRemove(localStore(), REMEMBER_KEY);
  safeRemove(localStore(), LEGACY_SALT_KEY);
}
