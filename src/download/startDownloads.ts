/** Boot of the download surfaces: settings and the promotion flag, the upgrade modal, the popup at start. */
import { RELAY, type PromotionAvailability, type StatusInfo } from '../../contract/wps';
import { getPromotions, getRelay } from '../api';
import { browserContext } from '../install/context';
import { isStartPath } from '../install/rules';
import { barVisibleNow } from './barVisible';
import { popupAtStart } from './barRules';
import { upgradeAvailable } from './rules';
import { parseDownloadSettings } from './settings';
import { endTurn, waitTurn } from '../prompts/promptLine';
import { appWindowShown, hideBarForSession, openPopup, openUpgrade, setSettings, state } from './store';

const giftOn = (p: PromotionAvailability | null | undefined): boolean => p?.APP_DOWNLOAD?.enabled === true;

export async function startDownloads(status: StatusInfo): Promise<void> {
  const ctx = browserContext();
  // Inside the native app or an installed PWA the bar stays hidden for the whole session.
  if (ctx.nativeApp || ctx.installedPwa) hideBarForSession();
  const [setting, promotions] = await Promise.all([
    getRelay<unknown>(RELAY.downloadSetting, { domain: location.hostname }, { cache: true }),
    getPromotions(),
  ]);
  if (!setting.success) console.warn('[download] download setting unavailable; using status resources');
  const settings = parseDownloadSettings(setting.success ? setting.value : null, status.resources);
  setSettings(settings, promotions.success && giftOn(promotions.value));
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
