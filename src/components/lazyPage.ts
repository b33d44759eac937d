import { lazy, type ComponentType } from 'react';

const RELOADED_KEY = 'MC_CHUNK_RELOADED';

/**
 * A page chunk that fails to load (usually a deploy removed it) reloads the page once per session
 * to pick up the new build; a second failure is left to the error boundary.
 */
export function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((err: unknown) => {
      console.error('page chunk failed to load', err);
      if (!sessionStorage.getItem(RELOADED_KEY)) {
        sessionStorage.setItem(RELOADED_KEY, '1');
        location.reload();
        return new Promise<never>(() => {});
      }
      throw err;
    }),
  );
}
