/**
 * Imported first by main.tsx, before anything renders: Chromium may fire beforeinstallprompt as soon
 * as the manifest is read, and an event nobody listened for is gone. Kept tiny on purpose.
 */
import { isDeferredPrompt, type DeferredPrompt } from './prompt';

let deferred: DeferredPrompt | null = null;
let installed = false;
const installedListeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own bottom modal asks first; the browser's mini-infobar would ask twice.
    event.preventDefault();
    if (isDeferredPrompt(event)) deferred = event;
    else console.warn('[install] beforeinstallprompt without prompt()/userChoice ignored');
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    for (const listener of installedListeners) listener();
  });
}

/** The captured prompt, if the browser offered one and it was not used yet. */
export const capturedPrompt = (): DeferredPrompt | null => deferred;

/** A prompt can be shown once: taking it clears the slot. */
export function takePrompt(): DeferredPrompt | null {
  const p = deferred;
  deferred = null;
  return p;
}

/** Runs listener on appinstalled (at once if it already fired); returns the unsubscribe. */
export function onAppInstalled(listener: () => void): () => void {
  installedListeners.add(listener);
  if (installed) listener();
  return () => installedListeners.delete(listener);
}
