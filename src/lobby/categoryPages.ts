/** The twelve category and content pages of spec section 2, as one table the generic page reads. */
import { LOTTERY_CATEGORIES } from '../../contract/games.ts';
import { PATHS } from '../../contract/routes.ts';
import type { MessageKey } from '../i18n/t.ts';

export type CategoryPageKind = 'games' | 'news' | 'download';

export interface CategoryPageDef {
  path: string;
  titleKey: MessageKey;
  kind: CategoryPageKind;
  /** Game categories whose vendors (GCSGAME_gameList) and cards the page lists. */
  categories: readonly string[];
  /** The sports page also lists matches (GCSGAME_getGameMatchV2). */
  matches?: boolean;
}

const games = (path: string, titleKey: MessageKey, categories: readonly string[], matches = false): CategoryPageDef =>
  ({ path, titleKey, kind: 'games', categories, matches });

export const CATEGORY_PAGES: readonly CategoryPageDef[] = [
  games(PATHS.sports, 'category_sports', ['SPORTS'], true),
  games(PATHS.live, 'category_live', ['LIVE']),
  games(PATHS.rng, 'category_rng', ['RNG']),
  games(PATHS.table, 'category_table', ['TABLE']),
  games(PATHS.fish, 'category_fish', ['FISH']),
  games(PATHS.pvp, 'category_pvp', ['PVP']),
  games(PATHS.crash, 'category_crash', ['CRASH']),
  games(PATHS.arcade, 'category_arcade', ['ARCADE']),
  games(PATHS.elott, 'category_elott', LOTTERY_CATEGORIES),
  { path: PATHS.news, titleKey: 'category_news', kind: 'news', categories: [] },
  { path: PATHS.download, titleKey: 'category_download', kind: 'download', categories: [] },
  { path: PATHS.app, titleKey: 'category_app', kind: 'download', categories: [] },
];

export function categoryPage(path: string): CategoryPageDef | undefined {
  return CATEGORY_PAGES.find((p) => p.path === path);
}

/** The page a lane title (game category) belongs to, for "see all" links. */
export function pageOfCategory(category: string): CategoryPageDef | undefined {
  const c = category.toUpperCase();
  return CATEGORY_PAGES.find((p) => p.categories.includes(c));
}

/** Text key of a category's name (a lane title), when the catalogue has one. */
export function categoryTitleKey(category: string): MessageKey | null {
  // LOTT shares the lottery page with ELOTT but needs its own lane name.
  if (category.toUpperCase() === 'LOTT') return 'category_lott';
  return pageOfCategory(category)?.titleKey ?? null;
}
