import { proxy, ref } from 'valtio';
import { DEFAULT_LANGUAGE } from '../../contract/languages.ts';
import type { Language } from '../../contract/languages.ts';

/** A loaded catalogue: message key to text. */
export type Catalog = Readonly<Record<string, string>>;

export type TextDirection = 'ltr' | 'rtl';

export interface I18nState {
  lang: Language;
  dir: TextDirection;
  /** True once a catalogue has been installed. */
  ready: boolean;
  catalog: Catalog;
}

/** The interface language; the catalogue is ref()'d so valtio does not deep-proxy hundreds of strings. */
export const state = proxy<I18nState>({
  lang: DEFAULT_LANGUAGE,
  dir: 'ltr',
  ready: false,
  catalog: ref<Catalog>({}),
});
