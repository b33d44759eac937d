// First: the install prompt can fire before the app mounts (spec section 4).
import './install/capture';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readLanding } from './boot/landing';
import { wireClient } from './boot/wireClient';
import { start } from './boot/start';
import { watchRestores } from './boot/watchRestores';
import { watchOffline } from './boot/offlineToast';
import { watchLastGood } from './pwa/lastGood';
import { preloadRoute } from './routes';
import { stripBase } from '../contract/routes';
import { hasSession } from './state/session';

function main(): void {
  readLanding();
  wireClient();
  watchRestores();
  watchOffline();
  watchLastGood();
  const root = document.getElementById('root');
  if (!root) return;
  preloadRoute(stripBase(location.pathname), hasSession());
  void start().catch((e: unknown) => console.error('start failed', e));
  // The status call is out; React's first tree in the next task, as a transition rendered in short slices.
  setTimeout(() => {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(<StrictMode><App /></StrictMode>));
  }, 0);
}

// Not in the module's evaluation task: that task stays short, and nothing main does runs with the whole entry
// on its stack (an inspected page re-parses every function on a captured stack).
queueMicrotask(() => setTimeout(main, 0));
