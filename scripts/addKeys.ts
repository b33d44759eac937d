// Adds or replaces catalogue keys in all 28 locale files at once, so work on different features never edits
// the same lines by hand: `node --import tsx scripts/addKeys.ts keys.json [more.json ...]`.
// Each input maps key -> { EN: "...", TH: "...", ... } with every language of contract/languages.ts. A counted
// message gives each language its plural forms instead: { EN: { one: "{count} game", other: "{count} games" },
// JA: { other: "{count} 件" }, RU: { one, few, many, other } } -- the forms Intl.PluralRules names for it; they are
// stored as key_one, key_other... and t('key', { count }) picks one (src/i18n/t.ts).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { BCP47, LANGUAGES, type Language } from '../contract/languages.ts';

const DIR = 'src/i18n/locales';
type Forms = Partial<Record<Intl.LDMLPluralRule, string>>;
type Input = Record<string, Partial<Record<Language, string | Forms>>>;
const FORMS: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const filled = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';

function fail(message: string): never {
  console.error(`addKeys: ${message}`);
  process.exit(2);
}

const files = process.argv.slice(2);
if (files.length === 0) fail('usage: addKeys.ts keys.json [more.json ...]');

const additions: Input = {};
for (const file of files) {
  let parsed: unknown;
  try { parsed = JSON.parse(readFileSync(file, 'utf8')); } catch (e) { fail(`${file}: ${(e as Error).message}`); }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) fail(`${file}: not an object of keys`);
  for (const [key, texts] of Object.entries(parsed as Input)) {
    if (!/^[a-z][a-z0-9_]*$/.test(key)) fail(`${file}: key "${key}" is not snake_case`);
    const missing = LANGUAGES.filter((l) => {
      const v = texts?.[l];
      if (typeof v !== 'object' || v === null) return !filled(v);
      // A counted message needs exactly the forms the language has.
      const needed = new Intl.PluralRules(BCP47[l]).resolvedOptions().pluralCategories;
      return !needed.every((f) => filled(v[f])) || Object.keys(v).some((f) => !needed.includes(f as Intl.LDMLPluralRule));
    });
    if (missing.length) fail(`${file}: "${key}" lacks a text (or its plural forms) for ${missing.join(', ')}`);
    additions[key] = texts;
  }
}

for (const code of LANGUAGES) {
  const path = `${DIR}/${code.toLowerCase()}.json`;
  const catalog = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  for (const [key, texts] of Object.entries(additions)) {
    const text = texts[code]!;
    for (const f of FORMS) delete catalog[`${key}_${f}`];
    if (typeof text === 'string') catalog[key] = text;
    else {
      delete catalog[key];
      for (const f of FORMS) if (text[f] !== undefined) catalog[`${key}_${f}`] = text[f]!;
    }
  }
  // Written beside and renamed: a reader never sees half a file.
  writeFileSync(`${path}.tmp`, `${JSON.stringify(catalog, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
console.log(`addKeys: ${Object.keys(additions).length} keys in ${LANGUAGES.length} catalogues`);
