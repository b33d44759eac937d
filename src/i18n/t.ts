import type { Catalog } from './state.ts';
import { state } from './state.ts';
import { loadedCatalog } from './catalog.ts';

/** Every message key, taken from the English catalogue (type only: en.json is not bundled here). */
export type MessageKey = keyof typeof import('./locales/en.json');

export type MessageVars = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Replaces {name} with vars.name; unknown placeholders stay visible so a bad call is noticed. */
function interpolate(text: string, vars?: MessageVars): string {
  if (!vars) return text;
  // No Object.hasOwn: the build targets es2020 and older iOS Safari lacks it.
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/** Looks a key up in a catalogue, then in English if it is loaded, else returns the key itself. */
export function translate(catalog: Catalog, key: MessageKey, vars?: MessageVars): string {
  const text = catalog[key] ?? loadedCatalog('EN')?.[key] ?? key;
  return interpolate(text, vars);
}

/** Text for a key in the current language. */
export function t(key: MessageKey, vars?: MessageVars): string {
  return translate(state.catalog, key, vars);
}
