/** The stored auto-login switch of spec section 3: "0" turns auto login off, "1" (or absent) leaves it to the flag. */
import { localStore } from '../lib/memoryStorage.ts';
import { safeGetItem, safeSetItem } from '../lib/storage.ts';

export const AUTO_LOGIN_KEY = 'MC_AUTO_LOGIN';

export function readAutoLoginSwitch(): string | null {
  return safeGetItem(localStore(), AUTO_LOGIN_KEY);
}

export function setAutoLoginSwitch(on: boolean): void {
  safeSetItem(localStore(), AUTO_LOGIN_KEY, on ? '1' : '0');
}
