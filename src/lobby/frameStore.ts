/**
 * The game the /m/game viewer shows, kept in session storage: a reload keeps the game, and no game
 * URL ever travels in the address bar (where a crafted link could frame any page in the site's chrome).
 */
import { safeGo } from '../lib/safeGo.ts';
import { sessionStore } from '../lib/memoryStorage.ts';
import { safeGetJSON, safeSetJSON } from '../lib/storage.ts';
import { safeHttpUrl } from './safeUrl.ts';

export const FRAME_KEY = 'MC_GAME_FRAME';

/** gameId and vendor: let the viewer name the game from the lobby when the launch knew only its code. */
export interface FrameEntry { url: string; title: string; backUrl: string; gameId?: string; vendor?: string }

function isFrameEntry(x: unknown): x is FrameEntry {
  if (typeof x !== 'object' || x === null) return false;
  const f = x as Record<string, unknown>;
  return safeHttpUrl(f.url) !== null && typeof f.title === 'string' && f.title.length <= 120
    && typeof f.backUrl === 'string' && safeGo(f.backUrl, location.origin) !== null
    && (f.gameId === undefined || (typeof f.gameId === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(f.gameId)))
    && (f.vendor === undefined || (typeof f.vendor === 'string' && /^[A-Za-z0-9_]{1,32}$/.test(f.vendor)));
}

export function saveFrame(entry: FrameEntry): boolean {
  if (!isFrameEntry(entry)) {
    console.error('[frame] refused a game that cannot be shown', entry);
    return false;
  }
  return safeSetJSON(sessionStore(), FRAME_KEY, { url: entry.url, title: entry.title, backUrl: entry.backUrl, gameId: entry.gameId, vendor: entry.vendor });
}

export function readFrame(): FrameEntry | null {
  return safeGetJSON(sessionStore(), FRAME_KEY, isFrameEntry);
}
