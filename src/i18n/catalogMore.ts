import type { Catalog } from './state.ts';

/** The catalogues' later parts (`?more`, scripts/i18nSplit.ts), one lazy chunk each: loaded after the first screen. */
export const moreLoaders = import.meta.glob<Catalog>('./locales/*.json', { query: '?more', import: 'default' });

/** The first-screen parts (`?core`): a build loads them by file name (catalog.ts); this table makes it emit them. */
export const coreLoaders = import.meta.glob<Catalog>('./locales/*.json', { query: '?core', import: 'default' });
