/**
 * The player's own game lists kept on the device (favourites, recently played): one entry shape,
 * read defensively from storage, deduplicated and capped.
 */
/** nodeId and image: the tile launches and draws without its lane's games loaded (both optional: older entries). */
export interface SavedGame { gameId: string; vendor: string; category: string; displayName: string; nodeId?: string; image?: string }

export const FAVOURITES_CAP = 30;
export const RECENT_CAP = 12;

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const VENDOR = /^[A-Za-z0-9_]{1,32}$/;
const CATEGORY = /^[A-Za-z_]{1,32}$/;
const CONTROL = /[\u0000-\u001f\u007f]/;
const NODE = /^[A-Za-z0-9_-]{1,32}$/;
const IMAGE = /^https?:\/\/[^\s"'<>]{1,500}$/;

export function isSavedGame(x: unknown): x is SavedGame {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const g = x as Record<string, unknown>;
  return typeof g.gameId === 'string' && CODE.test(g.gameId)
    && typeof g.vendor === 'string' && VENDOR.test(g.vendor)
    && typeof g.category === 'string' && CATEGORY.test(g.category)
    && typeof g.displayName === 'string' && g.displayName.length > 0 && g.displayName.length <= 80 && !CONTROL.test(g.displayName);
}

/** Exactly the entry's fields, whatever else the object carried; a malformed optional field is dropped. */
const pick = (g: SavedGame): SavedGame => ({
  gameId: g.gameId, vendor: g.vendor, category: g.category, displayName: g.displayName,
  ...(typeof g.nodeId === 'string' && NODE.test(g.nodeId) ? { nodeId: g.nodeId } : {}),
  ...(typeof g.image === 'string' && IMAGE.test(g.image) ? { image: g.image } : {}),
});

/** The valid entries of whatever storage held, first occurrence wins, at most cap. */
export function cleanList(raw: unknown, cap: number): SavedGame[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: SavedGame[] = [];
  for (const item of raw.slice(0, cap * 4)) {
    if (!isSavedGame(item) || seen.has(item.gameId)) continue;
    seen.add(item.gameId);
    out.push(pick(item));
    if (out.length >= cap) break;
  }
  return out;
}

/** The game moved to the front; the oldest entry falls off beyond cap. */
export function pushFront(list: readonly SavedGame[], game: SavedGame, cap: number): SavedGame[] {
  return [pick(game), ...list.filter((g) => g.gameId !== game.gameId)].slice(0, cap);
}

/** Adds the game (to the front) or removes it when present. */
export function toggle(list: readonly SavedGame[], game: SavedGame, cap: number): SavedGame[] {
  return list.some((g) => g.gameId === game.gameId) ? list.filter((g) => g.gameId !== game.gameId) : pushFront(list, game, cap);
}
