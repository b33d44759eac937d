import { lazy, type ComponentType } from 'react';
import { loadFullCatalog } from '../i18n';
import { safeRemove } from '../lib/storage';
import { CHUNK_RELOADED_KEY, persistentSession, reloadOnceForChunk } from '../pwa/chunkErrors';

/**
 * A page chunk that fails to load (usually a deploy removed it) reloads the page once per session
 * to pick up the new build; a second failure is left to the error boundary (never a white screen).
 */
export function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  // One fetch for a preload and the render; a failed one is not kept, so a later render tries again.
  const loadOnce = () => (pending ??= load().catch((err: unknown) => { pending = null; throw err; }));
  // A lazy page uses the catalogue's later keys: it renders once they are in (they usually are already).
  const Page = lazy(() =>
    Promise.all([loadOnce(), loadFullCatalog()]).then(([mod]) => {
      if (!mod?.default) throw new TypeError('page chunk has no default export');
      // A good load re-arms the one reload, so the next deploy in this session can use it too.
      safeRemove(persistentSession(), CHUNK_RELOADED_KEY);
      return mod;
    }).catch((err: unknown) => {
      console.error('page chunk failed to load', err);
      if (reloadOnceForChunk(persistentSession(), () => location.reload())) return new Promise<never>(() => {});
      throw err;
    }),
  );
  /** Starts fetching the chunk now (a deep link: while the status check runs); errors surface at render. */
  const preload = (): void => { loadOnce().catch(() => {}); };
  return Object.assign(Page, { preload });
}
