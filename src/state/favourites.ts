import { proxy } from 'valtio';
import { cleanList, FAVOURITES_CAP, pushFront, RECENT_CAP, toggle, type SavedGame } from '../lobby/gameList';
import { localStore } from '../lib/memoryStorage';
import { safeGetItem, safeSetJSON } from '../lib/storage';

/** Favourite and recently played games, kept in local storage on the device (issue 5, section 5). */
export const FAVOURITES_KEY = 'MC_FAVOURITES';
export const RECENT_KEY = 'MC_RECENT_GAMES';

function read(key: string, cap: number): SavedGame[] {
  const raw = safeGetItem(localStore(), key);
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn(`[favourites] "${key}" holds corrupt JSON; starting empty`);
    return [];
  }
  const list = cleanList(parsed, cap);
  if (!Array.isArray(parsed) || list.length !== parsed.length) console.warn(`[favourites] dropped invalid entries of "${key}"`);
  return list;
}

export const state = proxy({
  favourites: read(FAVOURITES_KEY, FAVOURITES_CAP),
  recent: read(RECENT_KEY, RECENT_CAP),
});

export function isFavourite(gameId: string): boolean {
  return state.favourites.some((g) => g.gameId === gameId);
}

export function toggleFavourite(game: SavedGame): void {
  state.favourites = toggle(state.favourites, game, FAVOURITES_CAP);
  safeSetJSON(localStore(), FAVOURITES_KEY, state.favourites);
}

export function recordPlayed(game: SavedGame): void {
  state.recent = pushFront(state.recent, game, RECENT_CAP);
  safeSetJSON(localStore(), RECENT_KEY, state.recent);
}

/** Storage is the truth (another tab, a test): re-read both lists. */
export function reloadFavourites(): void {
  state.favourites = read(FAVOURITES_KEY, FAVOURITES_CAP);
  state.recent = read(RECENT_KEY, RECENT_CAP);
}
