import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeCoreKeys, CORE_KEYS_FILE, firstScreenModules } from '../../scripts/coreKeys.ts';
import { i18nSplit } from '../../scripts/i18nSplit.ts';

const committed = JSON.parse(readFileSync(CORE_KEYS_FILE, 'utf8')) as string[];

async function part(request: string): Promise<Record<string, string>> {
  const plugin = i18nSplit(CORE_KEYS_FILE);
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  const load = plugin.load as (id: string) => string | null;
  const id = resolveId(request, `${process.cwd()}/src/i18n/catalog.ts`);
  if (id === null) throw new Error(`not resolved: ${request}`);
  const code = load(id);
  if (code === null) throw new Error(`no part for ${id}`);
  return JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<string, string>;
}

describe('catalogue split: the first screen ships only its own keys', () => {
  it('core-keys.json is what the first screen code uses (run `node --import tsx scripts/coreKeys.ts` after changing it)', () => {
    expect(committed).toEqual(computeCoreKeys());
  });

  it('the first screen is the static import closure of src/main.tsx, without the lazy features', () => {
    const files = firstScreenModules().map((f) => f.replace(/\\/g, '/'));
    expect(files.some((f) => f.endsWith('src/pages/HomePage.tsx'))).toBe(true);
    for (const lazy of ['src/components/auth/AuthLayer.tsx', 'src/content/SiteLayer.tsx', 'src/install/A2hsModal.tsx']) {
      expect(files.some((f) => f.endsWith(lazy)), lazy).toBe(false);
    }
  });

  it('core and more split every catalogue into two disjoint parts that together hold every key', async () => {
    for (const code of ['en', 'th', 'pt-br']) {
      const id = `./locales/${code}.json`;
      const [core, more] = await Promise.all([part(`${id}?core`), part(`${id}?more`)]);
      // A counted message ships all of its plural forms (key_one, key_other...) under its base key's name.
      const bases = [...new Set(Object.keys(core).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, (f) => (committed.includes(k) ? f : ''))))];
      expect(bases.sort()).toEqual([...committed].sort());
      expect(Object.keys(core).filter((k) => k in more)).toEqual([]);
      const own = JSON.parse(readFileSync(`src/i18n/locales/${code}.json`, 'utf8')) as Record<string, string>;
      expect(Object.keys({ ...core, ...more }).sort()).toEqual(Object.keys(own).sort());
    }
  });

  it('leaves every other module to the usual loaders', () => {
    const plugin = i18nSplit(CORE_KEYS_FILE);
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    expect(resolveId('./locales/en.json', 'x.ts')).toBeNull();
    expect(resolveId('./main.tsx?core', 'x.ts')).toBeNull();
    expect(load(`${process.cwd()}/src/i18n/locales/en.json`)).toBeNull();
  });
});
