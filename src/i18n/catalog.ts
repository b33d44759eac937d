import type { Language } from '../../contract/languages.ts';
import type { Catalog } from './state.ts';

// Not eager: every language is two chunks, fetched only when chosen: the first screen's keys (`?core`),
// then the rest (`?more`) once the first screen is up (scripts/i18nSplit.ts splits them at build).

/** The build's one hash of every catalogue part (vite.config.ts names them assets/<code>.<part>-<hash>.js). */
declare const __CATALOGUE_HASH__: string;

/**
 * A language's first-screen part. A build asks for the part by its file name (no table of 28 loaders on the first
 * screen; catalogMore.ts's table makes the build emit them); development and tests go through that table.
 */
async function loadCore(code: Language): Promise<Catalog> {
  if (import.meta.env.PROD) {
    try {
      return ((await import(/* @vite-ignore */ `./${code.toLowerCase()}.core-${__CATALOGUE_HASH__}.js`)) as { default: Catalog }).default;
    } catch (e) {
      // A missed name (never expected) still finds its part through the table; a failed fetch fails there too.
      console.warn('[i18n] catalogue part not found by name', e);
    }
  }
  return fromTable((await import('./catalogMore.ts')).coreLoaders, code);
}

async function fromTable(loaders: Record<string, () => Promise<Catalog>>, code: Language): Promise<Catalog> {
  const load = loaders[catalogPath(code)];
  if (!load) throw new Error(`No catalogue for language ${code}`);
  return load();
}

const cores = new Map<Language, Catalog>();
const mores = new Map<Language, Catalog>();

/** Path of a language's catalogue: the code lower-cased (PT-BR → pt-br.json). */
function catalogPath(code: Language): string {
  return `./locales/${code.toLowerCase()}.json`;
}

async function loadPart(code: Language, load: (code: Language) => Promise<Catalog>, cache: Map<Language, Catalog>): Promise<Catalog> {
  const cached = cache.get(code);
  if (cached) return cached;
  const part = await load(code);
  cache.set(code, part);
  return part;
}

/** Loads (once) the first screen's part of a language; rejects when the chunk cannot be fetched. */
export function loadCatalog(code: Language): Promise<Catalog> {
  return loadPart(code, loadCore, cores);
}

/** Loads (once) the rest of a language; rejects when the chunk cannot be fetched. Its loaders are not the first screen's. */
export function loadMoreCatalog(code: Language): Promise<Catalog> {
  return loadPart(code, async (c) => fromTable((await import('./catalogMore.ts')).moreLoaders, c), mores);
}

/** Everything of a language already in memory, without fetching. */
export function loadedCatalog(code: Language): Catalog | undefined {
  const core = cores.get(code);
  if (!core) return undefined;
  const more = mores.get(code);
  return more ? { ...core, ...more } : core;
}
