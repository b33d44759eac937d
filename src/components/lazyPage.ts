import { lazy, type ComponentType } from 'react';
import { sessionStore } from '../lib/memoryStorage';
import { safeGetItem, safeRemove, safeSetItem } from '../lib/storage';

const RELOADED_KEY = 'MC_CHUNK_RELOADED';

/**
 * A page chunk that fails to load (usually a deploy removed it) reloads the page once per session
 * to pick up the new build; a second failure is left to the error boundary.
 */
export function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().then((mod) => {
      // A good load re-arms the one reload, so the next deploy in this session can use it too.
      safeRemove(sessionStore(), RELOADED_KEY);
      return mod;
    }).catch((err: unknown) => {
      console.error('page chunk failed to load', err);
      if (!safeGetItem(sessionStore(), RELOADED_KEY)) {
        safeSetItem(sessionStore(), RELOADED_KEY, '1');
        location.reload();
        return new Promise<never>(() => {});
      }
      throw err;
    }),
  );
}
