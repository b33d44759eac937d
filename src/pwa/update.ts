/**
 * The update flow of spec section 4: a changed asset hash is stored, the service worker updated and
 * the update dialog shown; the new worker takes over only after the user accepts (SKIP_WAITING).
 */
import { SW_MESSAGES } from '../../contract/messages';
import { UPDATE_RELOAD_DELAY_MS } from '../../contract/constants';
import { t } from '../i18n';
import { localStore, sessionStore } from '../lib/memoryStorage';
import { compareAndStoreHash, fetchAssetHash } from './assetHash';
import { reloadOnControllerChange } from './reloadOnControllerChange';
import { askVersion } from './swVersion';
import { scheduleAssetChecks } from './updateSchedule';

/** How long an accepted update waits for the new worker to install before reloading anyway. */
const INSTALL_WAIT_MS = 10_000;

let offered = false;

function reload(): void {
  location.reload();
}

function installed(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), INSTALL_WAIT_MS);
    const done = (): void => {
      if (worker.state === 'installed') { clearTimeout(timer); resolve(worker); }
      if (worker.state === 'redundant') { clearTimeout(timer); resolve(null); }
    };
    worker.addEventListener('statechange', done);
    done();
  });
}

/** The user accepted: the waiting worker takes over (every tab reloads on controllerchange), else reload. */
export async function acceptUpdate(reg: ServiceWorkerRegistration | null): Promise<void> {
  const waiting = reg ? reg.waiting ?? (await installed(reg.installing)) : null;
  if (waiting && navigator.serviceWorker?.controller) {
    waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
    // Should the worker never take over, the page still reloads into whatever the network serves.
    setTimeout(reload, INSTALL_WAIT_MS);
    return;
  }
  setTimeout(reload, UPDATE_RELOAD_DELAY_MS);
}

/** Shows the dialog once per page; a dialog chunk that cannot load falls back to the browser's confirm. */
export function offerUpdate(reg: ServiceWorkerRegistration | null): void {
  if (offered) return;
  offered = true;
  const accept = (): void => void acceptUpdate(reg);
  import('./UpdateDialog')
    .then((m) => m.mountUpdateDialog(accept))
    .catch((error: unknown) => {
      console.error('[pwa] update dialog failed to load', error);
      if (window.confirm(`${t('pwa_update_title')}\n${t('pwa_update_msg')}`)) accept();
    });
}

type Registration = ServiceWorkerRegistration | null;

/**
 * The manifest is a plain fetch: it never waits for the worker's registration (which waits for the page to
 * settle, seconds later). Only a changed hash waits for it, to update the worker before offering the reload.
 */
export async function checkForUpdate(registration: Registration | Promise<Registration> | null, fetchHash: () => Promise<string | null> = fetchAssetHash): Promise<void> {
  const hash = await fetchHash();
  if (!hash || compareAndStoreHash(localStore(), hash) !== 'changed') return;
  const reg = await registration;
  await reg?.update().catch((error: unknown) => console.warn('[pwa] service worker update failed', error));
  offerUpdate(reg);
}

/** A worker installed while a page is open waits for consent: offer it (a check or the browser found it). */
function watchWaiting(reg: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  if (reg.waiting && container.controller) offerUpdate(reg);
  reg.addEventListener('updatefound', () => {
    void installed(reg.installing).then((worker) => {
      if (worker && container.controller) offerUpdate(reg);
    });
  });
}

/** Wires the whole flow; the registration may still be pending (it waits for the settled page). */
export function watchUpdates(registration: Promise<ServiceWorkerRegistration | null> | null): void {
  // Development serves no asset manifest and registers no worker.
  if (import.meta.env.DEV) return;
  // A build given an id (VITE_BUILD_ID) names itself on the page, so support and tests can tell builds apart.
  const buildId: unknown = import.meta.env.VITE_BUILD_ID;
  if (typeof buildId === 'string' && buildId) document.documentElement.dataset.build = buildId;
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (container) {
    reloadOnControllerChange({ container, session: sessionStore(), versionOf: askVersion, reload, setTimeout: (fn, ms) => setTimeout(fn, ms) });
    void registration?.then((reg) => reg && watchWaiting(reg, container));
  }
  scheduleAssetChecks(() => {
    checkForUpdate(registration).catch((error: unknown) => console.warn('[pwa] update check failed', error));
  });
}
