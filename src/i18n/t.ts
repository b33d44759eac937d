import { BCP47 } from '../../contract/languages.ts';
import type { Catalog } from './state.ts';
import { state } from './state.ts';
import { loadedCatalog } from './catalog.ts';

type CatalogKey = keyof typeof import('./locales/en.json');
/** A counted message: stored as key_one, key_other... (the forms Intl.PluralRules names), called by its base. */
export type PluralKey = CatalogKey extends infer K ? (K extends `${infer B}_other` ? B : never) : never;
/** Every message key, taken from the English catalogue (type only: en.json is not bundled here). */
export type MessageKey = CatalogKey | PluralKey;

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

const rules = new Map<string, Intl.PluralRules>();
/** The plural form of count in the current language (one, few, many, other...). */
function pluralForm(count: number): string {
  const tag = BCP47[state.lang];
  let r = rules.get(tag);
  if (!r) { r = new Intl.PluralRules(tag); rules.set(tag, r); }
  return r.select(count);
}

/** The text of key in a catalogue: with a numeric count, its plural form first, then its _other form. */
function lookup(catalog: Catalog | undefined, key: string, count: number | undefined): string | undefined {
  if (!catalog) return undefined;
  if (count === undefined) return catalog[key];
  return catalog[`${key}_${pluralForm(count)}`] ?? catalog[`${key}_other`] ?? catalog[key];
}

/** Looks a key up in a catalogue, then in English if it is loaded, else returns the key itself. */
export function translate(catalog: Catalog, key: MessageKey, vars?: MessageVars): string {
  const count = typeof vars?.count === 'number' ? vars.count : undefined;
  const text = lookup(catalog, key, count) ?? lookup(loadedCatalog('EN'), key, count) ?? key;
  return interpolate(text, vars);
}

/** Text for a key in the current language. */
export function t(key: MessageKey, vars?: MessageVars): string {
  return translate(state.catalog, key, vars);
}
