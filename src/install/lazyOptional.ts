import { lazy, type ComponentType } from 'react';

/** A lazily loaded optional surface: a chunk that fails to load is logged and renders nothing, never a crash. */
export function lazyOptional(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => load().catch((error: unknown) => {
    console.warn('[install] optional chunk failed to load', error);
    return { default: () => null };
  }));
}
