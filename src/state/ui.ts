import { proxy } from 'valtio';
import { FIRST_SCREEN_MARK, OFFLINE_TOAST_MS } from '../../contract/constants';
import type { MessageKey } from '../i18n';
import { INTERNET_LOST_MESSAGE, NETWORK_ERROR_MESSAGE } from '../api/clientCodes';

/** Global UI surfaces: one toast, one queue of alert dialogs, the 'please login' notice. */
export interface AlertItem { id: number; message: string | null; title?: string }

export const state = proxy({
  /** Status and language are settled: the shell renders once, with words, instead of twice. */
  booted: false,
  /** The first screen is on display, the browser was idle and the full catalogue is in: deferred features may load. */
  firstScreen: false,
  toast: null as MessageKey | null,
  alerts: [] as AlertItem[],
  pleaseLogin: false,
  /** The download bar's place at the top is held until the bar shows or its rules hide it (no layout shift). */
  downloadBarSettled: false,
  /** The routed page (a lazy chunk, say the login page) has committed: deferred work must not get ahead of it. */
  pageShown: false,
  /** Start-up is over and the main thread has been idle a while: background work and animations may begin. */
  quiet: false,
  /** The network cannot be reached (the browser says so, or a call never reached the server): the offline banner shows. */
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
});

/** The request layer's texts for a call that never reached the server: the offline banner's business, not a dialog's. */
const NETWORK_TEXTS: readonly string[] = [NETWORK_ERROR_MESSAGE, INTERNET_LOST_MESSAGE];

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

export function markBooted(): void {
  state.booted = true;
}

/** The first screen is up: set the performance mark the byte budget and the bench split by. */
export function markFirstScreenUp(): void {
  try {
    if (performance.getEntriesByName(FIRST_SCREEN_MARK).length === 0) performance.mark(FIRST_SCREEN_MARK);
  } catch { /* no User Timing: nothing to measure with */ }
}

export function markPageShown(): void {
  if (!state.pageShown) state.pageShown = true;
}

/** The download bar is on screen, or will not be: its held place may go. */
export function settleDownloadBar(): void {
  state.downloadBarSettled = true;
}

export function markQuiet(): void {
  state.quiet = true;
}

/** Deferred surfaces may mount now (the full catalogue is in). */
export function markFirstScreen(): void {
  state.firstScreen = true;
}

export function showToast(key: MessageKey, ms = OFFLINE_TOAST_MS): void {
  state.toast = key;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { state.toast = null; }, ms);
}

export function setOffline(offline: boolean): void {
  if (state.offline !== offline) state.offline = offline;
}

/** null message means the unknown-error text. Identical messages already on screen are not stacked; a network failure shows the offline banner instead. */
export function showAlert(message: string | null, title?: string): void {
  if (message !== null && NETWORK_TEXTS.includes(message)) return setOffline(true);
  if (state.alerts.some((a) => a.message === message)) return;
  state.alerts.push({ id: nextId++, message, title });
}

export function dismissAlert(id: number): void {
  state.alerts = state.alerts.filter((a) => a.id !== id);
}

export function showPleaseLogin(): void {
  state.pleaseLogin = true;
}

export function dismissPleaseLogin(): void {
  state.pleaseLogin = false;
}
