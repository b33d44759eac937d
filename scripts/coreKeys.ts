/**
 * The message keys the first screen's code uses: string literals equal to an en.json key in every module
 * statically imported from src/main.tsx (dynamic import() is where the later code starts).
 * `node --import tsx scripts/coreKeys.ts` rewrites src/i18n/core-keys.json; a tooling test keeps it in step.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm;
const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export function firstScreenModules(entry = 'src/main.tsx'): string[] {
  const seen = new Set<string>();
  const stack = [resolve(entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const base = resolve(dirname(file), m[1] ?? m[2] ?? '');
      const hit = SUFFIXES.map((s) => base + s).find((p) => /\.tsx?$/.test(p) && existsSync(p));
      if (hit) stack.push(hit);
    }
  }
  return [...seen].sort();
}

export function computeCoreKeys(): string[] {
  const en = JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8')) as Record<string, string>;
  const keys = new Set<string>();
  for (const file of firstScreenModules()) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['"`]([\w./-]+)['"`]/g)) {
      const word = m[1] ?? '';
      // A counted message is called by its base (word_one, word_other... in the catalogue; i18nSplit ships them all).
      if (Object.hasOwn(en, word) || Object.hasOwn(en, `${word}_other`)) keys.add(word);
    }
  }
  return [...keys].sort();
}

export const CORE_KEYS_FILE = 'src/i18n/core-keys.json';

if (process.argv[1]?.endsWith('coreKeys.ts')) {
  writeFileSync(CORE_KEYS_FILE, `${JSON.stringify(computeCoreKeys(), null, 2)}\n`);
  console.log(`wrote ${CORE_KEYS_FILE}`);
}
