/**
 * Service worker entry, built by vite-plugin-pwa (injectManifest) to /m/sw.js?env=..&merchant=..
 * It only wires modules; order matters: the precache route must be registered first.
 * Later modules (update, push, outbox) add a wire call here and their message handlers below.
 */
import { wireAssets } from './assets.ts';
import { wireLifecycle } from './lifecycle.ts';
import { wireMessages } from './messages.ts';
import { wireNavigation } from './navigation.ts';
import { wirePrecache } from './precache.ts';

wirePrecache();
wireAssets();
wireNavigation();
wireMessages({});
wireLifecycle();
