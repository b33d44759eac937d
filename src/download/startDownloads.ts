/** Boot of the download surfaces: settings and the promotion flag, the upgrade modal, the popup at start. */
import type { StatusInfo } from '../../contract/wps';
import { getAvailablePromotions, getDownloadTexts } from '../api/content';
import { browserContext } from '../install/context';
import { isStartPath } from '../install/rules';
import { barVisibleNow } from './barVisible';
import { popupAtStart } from './barRules';
import { upgradeAvailable } from './rules';
import { parseDownloadSettings } from './settings';
import { endTurn, waitTurn } from '../prompts/promptLine';
import { appWindowShown, hideBarForSession, openPopup, openUpgrade, setSettings, state } from './store';

export async function startDownloads(status: StatusInfo): Promise<void> {
  const ctx = browserContext();
  // Inside the native app or an installed PWA the bar stays hidden for the whole session.
  if (ctx.nativeApp || ctx.installedPwa) hideBarForSession();
  const [texts, promotions] = await Promise.all([getDownloadTexts(location.hostname), getAvailablePromotions()]);
  if (!texts) console.warn('[download] download setting unavailable');
  // Production's setting carries texts only: the links are the status resources, the rest the spec's defaults.
  const settings = parseDownloadSettings(null, status.resources);
  setSettings(settings, promotions?.APP_DOWNLOAD.enabled === true, texts?.appDesc ?? '');
  if (upgradeAvailable(ctx.nativeApp, ctx.ua.nativeVersion)) openUpgrade();
  if (!isStartPath(location.pathname) || appWindowShown()) return;
  const due = (): boolean => !state.popupOpen
    && popupAtStart({ barVisible: barVisibleNow(), appWindowShown: appWindowShown(), startPage: isStartPath(location.pathname) });
  // The waiting seconds are the earliest moment; then it takes its turn among the prompts (src/prompts).
  setTimeout(() => {
    if (!due()) return;
    void waitTurn('download-popup').then(() => {
      if (due()) openPopup();
      else endTurn('download-popup', false);
    });
  }, settings.waitingSeconds * 1000);
}
