import { proxy, subscribe } from 'valtio';
import { cleanList, FAVOURITES_CAP, pushFront, RECENT_CAP, toggle, type SavedGame } from '../lobby/gameList';
import { localStore } from '../lib/memoryStorage';
import { safeGetItem, safeSetJSON } from '../lib/storage';
import { state as session } from './session';

/**
 * Favourite and recently played games, kept in local storage on the device (issue 5, section 5), per owner:
 * a shared phone never shows one member's games to the next. Guests keep the plain keys; a member's lists
 * are the keys suffixed with ":<customer id>".
 */
export const FAVOURITES_KEY = 'MC_FAVOURITES';
export const RECENT_KEY = 'MC_RECENT_GAMES';

/** The storage key of a list for the owner (customer id, '' for a guest). */
export const keyFor = (base: string, owner: string): string => (owner ? `${base}:${owner}` : base);
const ownerNow = (): string => (session.info?.token ? session.info.id : '');

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

let owner = ownerNow();

export const state = proxy({
  favourites: read(keyFor(FAVOURITES_KEY, owner), FAVOURITES_CAP),
  recent: read(keyFor(RECENT_KEY, owner), RECENT_CAP),
});

export function toggleFavourite(game: SavedGame): void {
  state.favourites = toggle(state.favourites, game, FAVOURITES_CAP);
  safeSetJSON(localStore(), keyFor(FAVOURITES_KEY, owner), state.favourites);
}

export function recordPlayed(game: SavedGame): void {
  state.recent = pushFront(state.recent, game, RECENT_CAP);
  safeSetJSON(localStore(), keyFor(RECENT_KEY, owner), state.recent);
}

/** Storage is the truth (another tab, a test, another owner): re-read both lists of the current owner. */
export function reloadFavourites(): void {
  owner = ownerNow();
  state.favourites = read(keyFor(FAVOURITES_KEY, owner), FAVOURITES_CAP);
  state.recent = read(keyFor(RECENT_KEY, owner), RECENT_CAP);
}

// Login, logout or another member: the lists switch to the new owner's.
subscribe(session, () => { if (ownerNow() !== owner) reloadFavourites(); });
