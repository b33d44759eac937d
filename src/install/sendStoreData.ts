/** Page side of STORE_DATA: tells the service worker which URL the installed app opens and its icon. */
import { SW_MESSAGES, type SwMessage } from '../../contract/messages';
import { BASE, PATHS } from '../../contract/routes';
import type { StatusInfo } from '../../contract/wps';
import { carriedParams } from '../lib/tracking';
import { localStore } from '../lib/memoryStorage';

/** The home page with the carried tracking values, so a notification or clip keeps the attribution. */
export function storeDataMessage(status: StatusInfo, origin: string, search: string, storage: Storage): SwMessage {
  const query = carriedParams(search, storage).toString();
  return {
    type: SW_MESSAGES.storeData,
    targetUrl: `${origin}${BASE}${PATHS.home}${query ? `?${query}` : ''}`,
    iconUrl: status.mobileTemplate.params.pwa.icons['192'],
  };
}

/** Posts once the worker controls the page; never throws. */
export async function sendStoreData(status: StatusInfo): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.ready;
    const worker = navigator.serviceWorker.controller ?? registration.active;
    worker?.postMessage(storeDataMessage(status, location.origin, location.search, localStore()));
  } catch (error) {
    console.warn('[install] STORE_DATA not sent', error);
  }
}
