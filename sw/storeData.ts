/**
 * STORE_DATA (spec section 7): a page hands the worker the URL the installed app should open
 * (targetUrl) and its icon (iconUrl); they are kept in the IndexedDB kv store. The dispatcher has
 * already refused other origins and malformed shapes; here each URL must also be on the merchant's hosts.
 */
import { SW_WPS } from '../contract/swPaths.ts';
import { STORE_DATA_KEYS } from '../contract/install.ts';
import { STORES } from '../contract/idb.ts';
import { SW_MESSAGES } from '../contract/messages.ts';
import type { StatusWireInfo } from '../contract/wps.ts';
import { get, put, type Db } from './db.ts';
import type { SwMessageHandlers } from './messages.ts';
import { LAST_GOOD_CACHE } from './runtimeWps.ts';

declare const self: ServiceWorkerGlobalScope;

/** Where the merchant's pages and images may live: the worker's own origin, the main domain, the image CDNs. */
export interface MerchantHosts { origin: string; mainDomain: string; imageCDNs: readonly string[] }

const hostOk = (hostname: string, domain: string): boolean =>
  domain !== '' && (hostname === domain || hostname.endsWith(`.${domain}`));

/** The absolute URL when it is on one of the merchant's hosts, else null. Never throws. */
export function merchantUrl(raw: string, hosts: MerchantHosts): string | null {
  let url: URL;
  try {
    url = new URL(raw, hosts.origin);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return null;
  if (url.origin === hosts.origin) return url.href;
  const own = new URL(hosts.origin);
  // The main domain and its subdomains (affiliate hosts), on the worker's own scheme.
  if (url.protocol === own.protocol && hostOk(url.hostname, hosts.mainDomain.toLowerCase())) return url.href;
  for (const cdn of hosts.imageCDNs) {
    try {
      const base = new URL(cdn);
      const path = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
      if (url.origin === base.origin && url.pathname.startsWith(path)) return url.href;
    } catch { /* a malformed CDN entry matches nothing */ }
  }
  return null;
}

/**
 * The hosts, from the status answer this worker keeps as the last good copy (the server's, not a page's); it must
 * name the merchant the worker was registered for. The worker asks for no status of its own. Without one: the own origin.
 */
export function statusHosts(origin: string, merchant: () => string | null, caches: Pick<CacheStorage, 'open'> = self.caches): () => Promise<MerchantHosts> {
  return async () => {
    try {
      const copy = await (await caches.open(LAST_GOOD_CACHE)).match(origin + SW_WPS.status, { ignoreSearch: true });
      const env = (await copy?.json()) as { value?: { info?: Partial<StatusWireInfo> } & Partial<StatusWireInfo> } | undefined;
      // Production nests the fields in value.info; Tessera's earlier answer had them in value.
      const v = env?.value?.info ?? env?.value;
      if (v?.merchantCode === merchant() && typeof v.mainDomain === 'string' && Array.isArray(v.imageCDNs)) {
        return { origin, mainDomain: v.mainDomain, imageCDNs: v.imageCDNs.filter((x): x is string => typeof x === 'string') };
      }
    } catch { /* unreadable copy: as none */ }
    console.warn('[sw] own origin only');
    return { origin, mainDomain: '', imageCDNs: [] };
  };
}

export interface StoredData { targetUrl?: string; iconUrl?: string }

/** The handler: each URL on the merchant's hosts is stored, any other refused with a log line; then `after` (the domain route refresh). */
export function storeDataHandlers(db: Db, hosts: () => Promise<MerchantHosts>, after: () => Promise<unknown> = async () => {}): SwMessageHandlers {
  return {
    [SW_MESSAGES.storeData]: async (message) => {
      const known = await hosts();
      const entries: { key: string; value: string }[] = [];
      for (const field of ['targetUrl', 'iconUrl'] as const) {
        const raw = message[field];
        if (raw === undefined) continue;
        const url = merchantUrl(raw, known);
        if (url) entries.push({ key: STORE_DATA_KEYS[field], value: url });
        else console.warn(`[sw] STORE_DATA ${field} refused`);
      }
      if (entries.length > 0) await put(db, STORES.kv, ...entries);
      await after();
    },
  };
}

/** What STORE_DATA left, for the worker's other parts (a notification's click target, its icon). */
export async function readStoredData(db: Db): Promise<StoredData> {
  const [target, icon] = await Promise.all([get(db, STORES.kv, STORE_DATA_KEYS.targetUrl), get(db, STORES.kv, STORE_DATA_KEYS.iconUrl)]);
  return {
    ...(typeof target?.value === 'string' && { targetUrl: target.value }),
    ...(typeof icon?.value === 'string' && { iconUrl: icon.value }),
  };
}
