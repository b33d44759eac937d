/**
 * Every open tab reloads once when a new service worker takes control after the user's consent.
 * A per-tab session flag holding the new worker's version stops a reload loop.
 */
import { UPDATE_RELOAD_DELAY_MS } from '../../contract/constants';
import { safeGetItem, safeSetItem, type StorageLike } from '../lib/storage';

export const RELOADED_FOR_KEY = 'MC_SW_RELOADED_FOR';

export interface ControllerEnv {
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  session: StorageLike | null;
  /** The version the new controller reports (GET_VERSION); 'unknown' when it does not answer. */
  versionOf: (worker: ServiceWorker | null) => Promise<string>;
  reload: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

export function reloadOnControllerChange(env: ControllerEnv): void {
  // The first install claims the page too; that is not an update and must not reload.
  let hadController = env.container.controller !== null;
  env.container.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    void env.versionOf(env.container.controller).then((version) => {
      if (safeGetItem(env.session, RELOADED_FOR_KEY) === version && version !== 'unknown') {
        console.warn(`[pwa] already reloaded for service worker ${version}; not reloading again`);
        return;
      }
      safeSetItem(env.session, RELOADED_FOR_KEY, version);
      env.setTimeout(env.reload, UPDATE_RELOAD_DELAY_MS);
    });
  });
}
