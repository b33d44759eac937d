/**
 * Work that must not compete with the first screen (update checks, install prompt, marketing, auto login,
 * push, metrics): it starts once the lobby has rendered (or boot gave up on it) and the browser is idle.
 */
import { subscribe } from 'valtio';
import { state as lobby } from '../state/lobby';
import { markFirstScreen, markFirstScreenUp, state as ui } from '../state/ui';
import { loadFullCatalog } from '../i18n';
import { yieldToMain } from '../lib/yieldToMain';

/** The longest the deferred work waits for the lobby (or the routed page), then for an idle moment. */
export const LOBBY_WAIT_MS = 3000;
export const IDLE_WAIT_MS = 2000;
export const FRAME_WAIT_MS = 100;

/** On the lobby its answer, elsewhere the routed page (often a lazy chunk): the deferred wave went ahead of the login page. */
export function firstScreenSettled(onLobbyPage: boolean): Promise<void> {
  const store = onLobbyPage ? lobby : ui;
  const settled = (): boolean => (onLobbyPage ? lobby.loaded : ui.pageShown);
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, LOBBY_WAIT_MS);
    const stop = subscribe(store, () => { if (settled()) done(); });
    function done(): void { clearTimeout(timer); stop(); resolve(); }
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 200);
  });
}

/**
 * Runs each task after the first screen; a task that throws is logged and does not stop the others.
 * Resolves once every task's promise has settled.
 */
export async function afterFirstScreen(onLobbyPage: boolean, tasks: readonly (() => unknown)[]): Promise<void> {
  await firstScreenSettled(onLobbyPage);
  // One frame so the lobby paints, then an idle moment; a hidden page gets no frames, so a timer caps the wait.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() => { clearTimeout(timer); resolve(); });
  });
  await idle();
  markFirstScreenUp();
  // Each step in a task of its own: with the catalogue already in, the marks, the lanes' tiles and the first
  // deferred task ran as one burst of promise jobs (100 ms on a slow phone) inside the idle callback.
  await yieldToMain();
  // Every deferred feature speaks with the catalogue's later keys: they load first.
  await loadFullCatalog();
  await yieldToMain();
  markFirstScreen();
  const running: Promise<unknown>[] = [];
  for (const task of tasks) {
    // One task each: starting them all at once fired every chunk request of the wave in one long task.
    await yieldToMain();
    try {
      const r = task();
      if (r instanceof Promise) running.push(r.catch((e: unknown) => console.warn('[boot] deferred task failed', e)));
    } catch (e) {
      console.warn('[boot] deferred task failed', e);
    }
  }
  await Promise.all(running);
}
