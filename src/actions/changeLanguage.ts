import { setLanguage, state as i18n } from '../i18n';
import { safeGetItem, safeSetItem } from '../lib/storage';
import { state as merchant } from '../state/merchant';
import { syncMemberLanguage } from '../state/member';
import { localStore } from '../lib/memoryStorage';
import { emitLanguageChanged } from '../lib/languageEvents';

import { LANGUAGE_KEY } from '../../contract/storageKeys';

export { LANGUAGE_KEY };

/** The language to start with: the player's stored choice, resolved against the merchant's list. */
export async function initLanguage(): Promise<void> {
  const s = merchant.status;
  if (!s) return;
  const stored = safeGetItem(localStore(), LANGUAGE_KEY);
  await setLanguage(stored ?? s.defaultLanguage, s.languages, s.defaultLanguage);
}

/** A player's language change: stored, applied, and synced to the member (not for type 4). */
export async function changeLanguage(code: string): Promise<void> {
  const s = merchant.status;
  if (!s) return;
  await setLanguage(code, s.languages, s.defaultLanguage);
  safeSetItem(localStore(), LANGUAGE_KEY, i18n.lang);
  emitLanguageChanged(i18n.lang);
  await syncMemberLanguage(i18n.lang, s.merchantCode);
}
