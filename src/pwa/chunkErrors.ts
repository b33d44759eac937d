/**
 * The once-per-session reload after a chunk that a deploy removed fails to load (lazyPage uses it).
 * Deliberately no global vite:preloadError handler: cancelling it makes the import resolve to
 * undefined, which lazyPage would take for a good load and re-arm the reload (a loop).
 */
import { safeGetItem, safeSetItem, type StorageLike } from '../lib/storage';

export const CHUNK_RELOADED_KEY = 'MC_CHUNK_RELOADED';

/** The real sessionStorage, or null where it is blocked: a memory fallback would forget the flag and loop. */
export function persistentSession(): StorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when this call used the session's one reload (and the caller should stop), false when it is spent. */
export function reloadOnceForChunk(session: StorageLike | null, reload: () => void): boolean {
  if (!session || safeGetItem(session, CHUNK_RELOADED_KEY)) return false;
  if (!safeSetItem(session, CHUNK_RELOADED_KEY, '1')) return false;
  reload();
  return true;
}
