/**
 * Each language catalogue ships as two chunks: `?core` holds the keys the first screen's code uses
 * (src/i18n/core-keys.json), `?more` the rest, loaded once the first screen is up. The JSON files stay whole.
 * The parts get virtual ids, so no JSON loader handles them a second time.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const REQUEST = /^(.*[\\/]locales[\\/][\w-]+\.json)\?(core|more)$/;
const VIRTUAL = '\0tessera-i18n:';

export function i18nSplit(coreKeysFile: string): Plugin {
  return {
    name: 'tessera-i18n-split',
    enforce: 'pre',
    resolveId(source, importer) {
      const m = REQUEST.exec(source);
      if (!m) return null;
      const file = importer ? resolve(dirname(importer), m[1] ?? '') : resolve(m[1] ?? '');
      // Not ending in .json: the JSON plugins must leave the part (already a module) alone.
      return `${VIRTUAL}${file}|${m[2]}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const rest = id.slice(VIRTUAL.length);
      const bar = rest.lastIndexOf('|');
      const file = rest.slice(0, bar);
      const wantCore = rest.slice(bar + 1) === 'core';
      const core = new Set<string>(JSON.parse(readFileSync(coreKeysFile, 'utf8')) as string[]);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      // A plural form (key_one, key_few...) goes with its base key.
      const isCore = (k: string): boolean => core.has(k) || core.has(k.replace(/_(zero|one|two|few|many|other)$/, ''));
      const part = Object.fromEntries(Object.entries(all).filter(([k]) => isCore(k) === wantCore));
      return `export default ${JSON.stringify(part)};`;
    },
  };
}
