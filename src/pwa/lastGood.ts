/** Which answers on screen came from the service worker's last good copy, and from when. */
import { proxy } from 'valtio';
import { parseLastGoodNotice, SW_NOTICES } from '../../contract/pwa';
import { markOutage } from '../state/ui';

export const state = proxy({
  /** Path → ISO date of the copy served instead of a fresh answer during this page's life. */
  servedFrom: {} as Record<string, string>,
});

/** A saved copy stands in for the server's answer: an outage, as far as the page can tell. */
export function recordLastGood(path: string, date: string): void {
  state.servedFrom[path] = date;
  markOutage();
}

/** The network is back: what is on screen is no longer presented as a saved copy. */
export function clearLastGood(): void {
  state.servedFrom = {};
}

/** The oldest date among the given paths that were served from a copy, or null when all were fresh. */
export function oldestCopy(servedFrom: Readonly<Record<string, string>>, paths: readonly string[]): string | null {
  const dates = paths.map((p) => servedFrom[p]).filter((d): d is string => typeof d === 'string');
  if (dates.length === 0) return null;
  return dates.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
}

/** Listens for the worker's notices; anything else on the channel is someone else's and left alone. */
export function watchLastGood(container: Pick<ServiceWorkerContainer, 'addEventListener'> | undefined = navigator.serviceWorker): void {
  container?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== SW_NOTICES.lastGood) return;
    const notice = parseLastGoodNotice(event.data);
    if (!notice) {
      console.warn('[pwa] malformed last-good notice ignored');
      return;
    }
    recordLastGood(notice.path, notice.date);
  });
}
