import type { Language } from '../../contract/languages.ts';
import type { Catalog } from './state.ts';

// Not eager: every language becomes its own chunk, fetched only when chosen.
const loaders = import.meta.glob<Catalog>('./locales/*.json', { import: 'default' });

const loaded = new Map<Language, Catalog>();

/** Path of a language's catalogue: the code lower-cased (PT-BR → pt-br.json). */
function catalogPath(code: Language): string {
  return `./locales/${code.toLowerCase()}.json`;
}

/** Loads (once) the catalogue of a language; rejects when the chunk cannot be fetched. */
export async function loadCatalog(code: Language): Promise<Catalog> {
  const cached = loaded.get(code);
  if (cached) return cached;
  const load = loaders[catalogPath(code)];
  if (!load) throw new Error(`No catalogue for language ${code}`);
  const catalog = await load();
  loaded.set(code, catalog);
  return catalog;
}

/** A catalogue already in memory, without fetching. */
export function loadedCatalog(code: Language): Catalog | undefined {
  return loaded.get(code);
}
