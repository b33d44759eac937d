// Adds or replaces catalogue keys in all 28 locale files at once, so work on different features never edits
// the same lines by hand: `node --import tsx scripts/addKeys.ts keys.json [more.json ...]`.
// Each input maps key -> { EN: "...", TH: "...", ... } with every language of contract/languages.ts.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../contract/languages.ts';

const DIR = 'src/i18n/locales';
type Input = Record<string, Partial<Record<Language, string>>>;

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
    const missing = LANGUAGES.filter((l) => typeof texts?.[l] !== 'string' || texts[l]!.trim() === '');
    if (missing.length) fail(`${file}: "${key}" lacks ${missing.join(', ')}`);
    additions[key] = texts;
  }
}

for (const code of LANGUAGES) {
  const path = `${DIR}/${code.toLowerCase()}.json`;
  const catalog = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  for (const [key, texts] of Object.entries(additions)) catalog[key] = texts[code]!;
  // Written beside and renamed: a reader never sees half a file.
  writeFileSync(`${path}.tmp`, `${JSON.stringify(catalog, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
console.log(`addKeys: ${Object.keys(additions).length} keys in ${LANGUAGES.length} catalogues`);
