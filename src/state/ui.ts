import { proxy, subscribe } from 'valtio';
import { FIRST_SCREEN_MARK, OFFLINE_TOAST_MS } from '../../contract/constants';
import type { MessageKey } from '../i18n';
import { INTERNET_LOST_MESSAGE, NETWORK_ERROR_MESSAGE } from '../api/clientCodes';
import { state as merchant } from './merchant';

/** Global UI surfaces: one toast, one queue of alert dialogs, the 'please login' notice. */
export interface AlertItem { id: number; message: string | null; title?: string }

export const state = proxy({
  /** Status and language are settled: the shell renders once, with words, instead of twice. */
  booted: false,
  /** The first screen is on display, the browser was idle and the full catalogue is in: deferred features may load. */
  firstScreen: false,
  /** The lobby has painted and the browser was idle (the first-screen mark): the game tiles' code may load. */
  firstScreenUp: false,
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

let bootedNow: (() => void) | null = null;
const booted = new Promise<void>((resolve) => { bootedNow = resolve; });

export function markBooted(): void {
  state.booted = true;
  bootedNow?.();
}

/** Resolves once boot has ended (status known, or failed): one promise, so React can wait on it with use(). */
export function untilBooted(): Promise<void> {
  return booted;
}

/** The first screen is up: set the performance mark the byte budget and the bench split by. */
export function markFirstScreenUp(): void {
  state.firstScreenUp = true;
  try {
    if (performance.getEntriesByName(FIRST_SCREEN_MARK).length === 0) performance.mark(FIRST_SCREEN_MARK);
  } catch { /* no User Timing: nothing to measure with */ }
}

/** Resolves once the first screen is up (at once when it already is). */
export function whenFirstScreenUp(): Promise<void> {
  return new Promise((resolve) => {
    if (state.firstScreenUp) return resolve();
    const stop = subscribe(state, () => { if (state.firstScreenUp) { stop(); resolve(); } });
  });
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
  if (offline) markOutage();
}

/** Calls that failed just before the outage was noticed raised their dialogs first: those belong to it too. */
export const OUTAGE_GRACE_MS = 10_000;
/** When each open alert was raised (ids), so the end of an outage closes the dialogs it caused. */
const raisedAt = new Map<number, number>();
/** First alert id that belongs to the current outage; null while the server is reachable. */
let outageFirstId: number | null = null;

/** The server or network is out of reach (offline mark or a saved copy on screen); the banner probes until it answers. */
export function markOutage(now = Date.now()): void {
  if (outageFirstId !== null) return;
  const recent = state.alerts.filter((a) => (raisedAt.get(a.id) ?? 0) >= now - OUTAGE_GRACE_MS).map((a) => a.id);
  outageFirstId = Math.min(nextId, ...recent);
}

/** The server is unavailable with nothing saved to stand in (a 503 or 504): an outage too; the probe closes its dialogs once it answers. */
export function markServerDown(): void {
  markOutage();
  void import('../pwa/recovery').then((m) => m.startRecovery(), (error: unknown) => console.warn('[outage] recovery not loaded', error));
}

/** The server answers again: the offline mark goes and every dialog the outage raised closes. */
export function endOutage(): void {
  setOffline(false);
  if (outageFirstId === null) return;
  const first = outageFirstId;
  outageFirstId = null;
  state.alerts = state.alerts.filter((a) => a.id < first);
}

/** The merchant's name from the status answer, undefined while it is unknown. */
function alertTitle(): string | undefined {
  const name = merchant.status?.merchantName.trim();
  return name ? name.slice(0, 64) : undefined;
}

/** null message means the unknown-error text. Identical messages already on screen are not stacked; a network failure shows the offline banner instead. */
export function showAlert(message: string | null, title?: string): void {
  if (message !== null && NETWORK_TEXTS.includes(message)) return setOffline(true);
  if (state.alerts.some((a) => a.message === message)) return;
  // Titled with the merchant's name (the site the player knows), not the product's; before the status answer, left to the dialog.
  state.alerts.push({ id: nextId++, message, title: title ?? alertTitle() });
  raisedAt.set(nextId - 1, Date.now());
}

export function dismissAlert(id: number): void {
  raisedAt.delete(id);
  state.alerts = state.alerts.filter((a) => a.id !== id);
}

export function showPleaseLogin(): void {
  state.pleaseLogin = true;
}

export function dismissPleaseLogin(): void {
  state.pleaseLogin = false;
}
