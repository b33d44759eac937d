/** postMessage names between pages and the service worker. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  storeData: 'STORE_DATA',
  purgeMember: 'PURGE_MEMBER_CACHE',
  flushOutbox: 'OUTBOX_FLUSH',
  /** An open page's periodic nudge: send what is due, without restarting resting entries' cycles. */
  retryOutbox: 'OUTBOX_RETRY',
  getVersion: 'GET_VERSION',
} as const;

export type SwMessage =
  | { type: typeof SW_MESSAGES.skipWaiting }
  /** As the worker hands it on; on the wire the URLs may also come inside `payload` (production's form). */
  | { type: typeof SW_MESSAGES.storeData; targetUrl?: string; iconUrl?: string }
  | { type: typeof SW_MESSAGES.purgeMember }
  | { type: typeof SW_MESSAGES.flushOutbox }
  | { type: typeof SW_MESSAGES.retryOutbox }
  | { type: typeof SW_MESSAGES.getVersion };

/** Background Sync tag the worker registers while events wait for the network. */
export const OUTBOX_SYNC_TAG = 'tessera-outbox';

/** Query parameters /m/sw.js is registered with. */
export interface SwQuery {
  env: 'production' | 'development' | 'test';
  merchant: string;
}
