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

readLanding();
wireClient();
watchRestores();
watchOffline();
watchLastGood();
const root = document.getElementById('root');
if (root) {
  preloadRoute(stripBase(location.pathname));
  const reactRoot = createRoot(root);
  // A transition: React renders the first tree in short slices instead of one task, while the status call is out.
  startTransition(() => reactRoot.render(<StrictMode><App /></StrictMode>));
  void start().catch((e: unknown) => console.error('start failed', e));
}
