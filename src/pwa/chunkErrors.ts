/**
 * A module preload that fails after a deploy (the old hashed file is gone) reloads the page once per
 * session; the page-level case is lazyPage's, which shares the same guard.
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

export function watchChunkErrors(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event: Event) => {
    console.error('[pwa] a script chunk failed to load', (event as Event & { payload?: unknown }).payload);
    // Reloading picks up the new build; once per session, then the failure surfaces normally.
    if (reloadOnceForChunk(persistentSession(), () => location.reload())) event.preventDefault();
  });
}
