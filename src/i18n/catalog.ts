import type { Language } from '../../contract/languages.ts';
import type { Catalog } from './state.ts';

// Not eager: every language is two chunks, fetched only when chosen: the first screen's keys (`?core`),
// then the rest (`?more`) once the first screen is up (scripts/i18nSplit.ts splits them at build).
const coreLoaders = import.meta.glob<Catalog>('./locales/*.json', { query: '?core', import: 'default' });
const moreLoaders = import.meta.glob<Catalog>('./locales/*.json', { query: '?more', import: 'default' });

const cores = new Map<Language, Catalog>();
const mores = new Map<Language, Catalog>();

/** Path of a language's catalogue: the code lower-cased (PT-BR → pt-br.json). */
function catalogPath(code: Language): string {
  return `./locales/${code.toLowerCase()}.json`;
}

async function loadPart(code: Language, loaders: Record<string, () => Promise<Catalog>>, cache: Map<Language, Catalog>): Promise<Catalog> {
  const cached = cache.get(code);
  if (cached) return cached;
  const load = loaders[catalogPath(code)];
  if (!load) throw new Error(`No catalogue for language ${code}`);
  const part = await load();
  cache.set(code, part);
  return part;
}

/** Loads (once) the first screen's part of a language; rejects when the chunk cannot be fetched. */
export function loadCatalog(code: Language): Promise<Catalog> {
  return loadPart(code, coreLoaders, cores);
}

/** Loads (once) the rest of a language; rejects when the chunk cannot be fetched. */
export function loadMoreCatalog(code: Language): Promise<Catalog> {
  return loadPart(code, moreLoaders, mores);
}

/** Everything of a language already in memory, without fetching. */
export function loadedCatalog(code: Language): Catalog | undefined {
  const core = cores.get(code);
  if (!core) return undefined;
  const more = mores.get(code);
  return more ? { ...core, ...more } : core;
}
