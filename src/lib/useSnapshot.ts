import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { createProxy, isChanged } from 'proxy-compare';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

const targetCache = new WeakMap<object, unknown>();

/**
 * valtio's useSnapshot, with one difference: the snapshot stays the same object while nothing the component read from
 * it has changed. valtio's own hook hands every render the newest snapshot whenever any part of the store moved;
 * React's check at the end of a transition then finds a different snapshot, counts the render as torn, and redoes the
 * whole tree in one blocking task. A prop read for the first time may be one store change behind for one render:
 * React's post-commit check of the store then sees the change and renders again.
 */
export function useSnapshot<T extends object>(proxyObject: T): Snapshot<T> {
  const affected = useMemo(() => new WeakMap<object, unknown>(), [proxyObject]);
  // The snapshot last handed to React, by render or by its checks: kept while nothing read from it has changed.
  const last = useRef<Snapshot<T> | undefined>(undefined);
  const currSnapshot = useSyncExternalStore(
    useCallback((callback: () => void) => {
      const unsub = subscribe(proxyObject, callback);
      // A change between the render and this subscription is not lost.
      callback();
      return unsub;
    }, [proxyObject]),
    () => {
      const next = snapshot(proxyObject);
      try {
        if (last.current && !isChanged(last.current, next, affected, new WeakMap())) return last.current;
      } catch { /* an unreadable comparison: the newest snapshot is always correct */ }
      last.current = next;
      return next;
    },
    () => snapshot(proxyObject),
  );
  const proxyCache = useMemo(() => new WeakMap<object, unknown>(), []);
  return createProxy(currSnapshot, affected, proxyCache, targetCache);
}
