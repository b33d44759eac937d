/**
 * STORE_DATA (spec section 7): a page hands the worker the URL the installed app should open
 * (targetUrl) and its icon (iconUrl); they are kept in the IndexedDB kv store. The dispatcher has
 * already refused other origins and malformed shapes; here each URL must also be on the merchant's hosts.
 */
import { STORE_DATA_KEYS } from '../contract/install.ts';
import { STORES } from '../contract/idb.ts';
import { SW_MESSAGES } from '../contract/messages.ts';
import { WPS, type StatusInfo } from '../contract/wps.ts';
import { get, put, type Db } from './db.ts';
import type { SwMessageHandlers } from './messages.ts';

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
 * The hosts, learnt from the worker's own origin's status answer (the server, not a page, is trusted);
 * the answer must name the merchant the worker was registered for. Offline: the own origin only.
 */
export function statusHosts(origin: string, merchant: () => string | null, fetcher: typeof fetch = fetch): () => Promise<MerchantHosts> {
  let known: MerchantHosts | null = null;
  return async () => {
    if (known) return known;
    const fallback: MerchantHosts = { origin, mainDomain: '', imageCDNs: [] };
    try {
      const res = await fetcher(`${origin}${WPS.status}?device=MOBILE`, { credentials: 'same-origin', cache: 'no-store' });
      const env = (await res.json()) as { success?: unknown; value?: Partial<StatusInfo> | null };
      const v = env.success === true ? env.value : null;
      if (!v || v.merchantCode !== merchant() || typeof v.mainDomain !== 'string' || !Array.isArray(v.imageCDNs)) {
        console.warn('[sw] STORE_DATA: foreign status');
        return fallback;
      }
      known = { origin, mainDomain: v.mainDomain, imageCDNs: v.imageCDNs.filter((x): x is string => typeof x === 'string') };
      return known;
    } catch (error) {
      console.warn('[sw] STORE_DATA: no status', error);
      return fallback;
    }
  };
}

export interface StoredData { targetUrl?: string; iconUrl?: string }

/** The handler: each URL on the merchant's hosts is stored; any other is refused with a log line. */
export function storeDataHandlers(db: Db, hosts: () => Promise<MerchantHosts>): SwMessageHandlers {
  return {
    [SW_MESSAGES.storeData]: async (message) => {
      const known = await hosts();
      const entries: { key: string; value: string }[] = [];
      for (const field of ['targetUrl', 'iconUrl'] as const) {
        const raw = message[field];
        if (raw === undefined) continue;
        const url = merchantUrl(raw, known);
        if (url) entries.push({ key: STORE_DATA_KEYS[field], value: url });
        else console.warn(`[sw] STORE_DATA ${field} refused: not on the merchant's hosts`);
      }
      if (entries.length === 0) return;
      await put(db, STORES.kv, ...entries);
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
