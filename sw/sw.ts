/**
 * Service worker entry, built by vite-plugin-pwa (injectManifest) to /m/sw.js?env=..&merchant=..
 * It only wires modules; order matters: the precache route must be registered first.
 * Later modules (update, push, outbox) add a wire call here and their message handlers below.
 */
import { refreshDomainRoute, wireDomainRoute } from './domainRoute.ts';
import { wireLifecycle } from './lifecycle.ts';
import { wireMessages } from './messages.ts';
import { wireNavigation } from './navigation.ts';
import { wireOfflinePage } from './offline.ts';
import { outboxDb, outboxHandlers, wireOutbox } from './outbox.ts';
import { wirePrecache } from './precache.ts';
import { wirePrefill } from './prefill.ts';
import { wirePush } from './push.ts';
import { wireRuntime } from './runtime.ts';
import { statusHosts, storeDataHandlers } from './storeData.ts';
import { swQuery } from './lifecycle.ts';

wirePrecache();
wireNavigation();
wireOfflinePage();
wireRuntime();
wirePush();
const merchant = (): string | null => swQuery()?.merchant ?? null;
wireMessages({
  ...outboxHandlers,
  ...storeDataHandlers(outboxDb, statusHosts(self.location.origin, merchant), async () => { const m = merchant(); if (m) await refreshDomainRoute(outboxDb, m, Date.now, true); }),
});
wireLifecycle();
wirePrefill(merchant);
wireOutbox();
wireDomainRoute(outboxDb, merchant);
