import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { createProxy, isChanged } from 'proxy-compare';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

const targetCache = new WeakMap<object, unknown>();

/**
 * valtio's useSnapshot, with one difference: React's checks after a render get the snapshot that render read while
 * nothing the component read from it has changed. valtio's own hook answers them with the last committed snapshot,
 * so a transition that re-rendered a component after an unrelated store change (a lane's games arriving, a `ui` flag)
 * looked torn to React's end-of-render check, which redid the whole tree in one blocking task. A render itself still
 * reads the newest snapshot, as with valtio's hook.
 */
export function useSnapshot<T extends object>(proxyObject: T): Snapshot<T> {
  const affected = useMemo(() => new WeakMap<object, unknown>(), [proxyObject]);
  // The snapshot the latest render read.
  const rendered = useRef<Snapshot<T> | undefined>(undefined);
  let inRender = true;
  const currSnapshot = useSyncExternalStore(
    useCallback((callback: () => void) => {
      const unsub = subscribe(proxyObject, callback);
      // A change between the render and this subscription is not lost.
      callback();
      return unsub;
    }, [proxyObject]),
    () => {
      const next = snapshot(proxyObject);
      if (inRender) {
        rendered.current = next;
        return next;
      }
      try {
        if (rendered.current && !isChanged(rendered.current, next, affected, new WeakMap())) return rendered.current;
      } catch { /* an unreadable comparison: the newest snapshot is always correct */ }
      return next;
    },
    () => snapshot(proxyObject),
  );
  inRender = false;
  const proxyCache = useMemo(() => new WeakMap<object, unknown>(), []);
  return createProxy(currSnapshot, affected, proxyCache, targetCache);
}
