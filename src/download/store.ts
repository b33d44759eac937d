/** Download bar, popup and upgrade modal state (valtio; components read it through useSnapshot). */
import { proxy, ref } from 'valtio';
import { DOWNLOAD_KEYS, type DownloadSettings } from '../../contract/install';
import { safeGetItem, safeSetItem } from '../lib/storage';
import { sessionStore } from '../lib/memoryStorage';
import { endTurn } from '../prompts/promptLine';

export const state = proxy({
  settings: null as DownloadSettings | null,
  /** APP_DOWNLOAD promotion enabled: the bar shows a gift icon. */
  gift: false,
  closed: safeGetItem(sessionStore(), DOWNLOAD_KEYS.barClosed) === '1',
  popupOpen: false,
  upgradeOpen: false,
  /** The merchant's app description (download setting app_desc), '' when none. */
  appDesc: '',
});

export function setSettings(settings: DownloadSettings, gift: boolean, appDesc = ''): void {
  state.settings = ref(settings);
  state.gift = gift;
  state.appDesc = appDesc;
}

/** Hidden for the session; closing also counts as the app window shown. */
export function closeBar(): void {
  state.closed = true;
  safeSetItem(sessionStore(), DOWNLOAD_KEYS.barClosed, '1');
  safeSetItem(sessionStore(), DOWNLOAD_KEYS.appWindowShown, '1');
}

export function hideBarForSession(): void {
  state.closed = true;
  safeSetItem(sessionStore(), DOWNLOAD_KEYS.barClosed, '1');
}

export const appWindowShown = (): boolean => safeGetItem(sessionStore(), DOWNLOAD_KEYS.appWindowShown) === '1';

export function openPopup(): void {
  state.popupOpen = true;
  safeSetItem(sessionStore(), DOWNLOAD_KEYS.appWindowShown, '1');
}

export function closePopup(): void {
  state.popupOpen = false;
  // Only the popup that opened by itself held a turn; a popup the player opened ends none.
  endTurn('download-popup');
}

export function openUpgrade(): void {
  state.upgradeOpen = true;
}

export function closeUpgrade(): void {
  state.upgradeOpen = false;
}
