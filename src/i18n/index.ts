import { BCP47 } from '../../contract/languages.ts';
import { state } from './state.ts';

export { state } from './state.ts';
export type { Catalog, I18nState, TextDirection } from './state.ts';
export { languageForRequests, loadFullCatalog, setLanguage } from './setLanguage.ts';
export { t } from './t.ts';
export type { MessageKey, MessageVars } from './t.ts';
export { useT } from './useT.ts';

/** BCP 47 tag of the current language, for Intl formatters. */
export function intlLocale(): string {
  return BCP47[state.lang];
}
