import { ref } from 'valtio';
import { BCP47, RTL_LANGUAGES, resolveLanguage } from '../../contract/languages.ts';
import type { Language } from '../../contract/languages.ts';
import type { Catalog, TextDirection } from './state.ts';
import { state } from './state.ts';
import { loadCatalog, loadMoreCatalog } from './catalog.ts';

let latest = 0;
/** The language being switched to, from the moment it is chosen: calls made while its catalogue loads name it. */
let requested: Language | null = null;

/** The language calls carry in their Language header: the one the screen shows or is about to show. */
export function languageForRequests(): Language {
  return requested ?? state.lang;
}
/** Set once the rest of the catalogue is wanted: later language changes then load both parts. */
let wantMore = false;

function directionOf(lang: Language): TextDirection {
  return RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
}

function apply(lang: Language, catalog: Catalog): void {
  const dir = directionOf(lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = BCP47[lang];
    document.documentElement.dir = dir;
  }
  state.lang = lang;
  state.dir = dir;
  // The store owns its copy: loadFullCatalog adds keys to it in place.
  state.catalog = ref({ ...catalog });
  state.ready = true;
}

/**
 * Switches the interface language. The request is resolved against the merchant's list (spec section 1);
 * if its catalogue cannot be fetched, the previous language stays in place and the error is logged.
 * Resolves to the language in effect afterwards; never rejects.
 */
export async function setLanguage(code: string, offered: readonly string[], merchantDefault?: string): Promise<Language> {
  const lang = resolveLanguage(code, offered, merchantDefault);
  const call = ++latest;
  requested = lang;
  let catalog: Catalog;
  try {
    const [core, more] = await Promise.all([loadCatalog(lang), wantMore ? loadMoreCatalog(lang) : undefined]);
    catalog = more ? { ...core, ...more } : core;
  } catch (err) {
    console.error(`[i18n] could not load the ${lang} catalogue; keeping ${state.lang}`, err);
    if (call === latest) requested = null;
    return state.lang;
  }
  // A later call owns the outcome: applying this one now would flash the older choice.
  if (call !== latest) return state.lang;
  apply(lang, catalog);
  requested = null;
  return lang;
}

/**
 * Loads the rest of the current language's catalogue (the first screen needs only its core keys): after the
 * first screen, and before any lazily loaded part renders. Never rejects; a failure is logged.
 */
export async function loadFullCatalog(): Promise<void> {
  wantMore = true;
  // The error texts are in this part: alerts switch from the server's words to the code's text with it.
  import('./errorText.ts').then((m) => m.installAlertText(), (err) => console.error('[i18n] could not load the error texts', err));
  const lang = state.lang;
  try {
    const more = await loadMoreCatalog(lang);
    // In place, without a store notification: what is on screen uses only the first screen's keys, so
    // re-rendering all of it (hundreds of ms on a slow phone) would change nothing; later parts read the new keys.
    if (state.lang === lang) Object.assign(state.catalog as Record<string, string>, more);
  } catch (err) {
    console.error(`[i18n] could not load the rest of the ${lang} catalogue`, err);
  }
}
