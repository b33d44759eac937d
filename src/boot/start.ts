import { loadStatus, state as merchant } from '../state/merchant';
import { hasSession, state as session, updateSession } from '../state/session';
import { loadMember } from '../state/member';
import { setLanguage } from '../i18n';
import { initLanguage, LANGUAGE_KEY } from '../actions/changeLanguage';
import { registerServiceWorker } from '../pwa/registerSw';
import { applyTheme } from './theme';
import { hideSplash } from './splash';
import { markBooted } from '../state/ui';
import { resolveAffiliate, saveRegInfo } from '../lib/affiliate';
import { localStore } from '../lib/memoryStorage';
import { safeGetItem } from '../lib/storage';
import { loadLobby } from '../state/lobby';
import { PATHS, stripBase } from '../../contract/routes';

/** Pages that open on the lobby: its data is fetched while the language catalogue loads. */
const LOBBY_PATHS: readonly string[] = [PATHS.root, PATHS.index, PATHS.indexHtml, PATHS.home];

/** After the first render: status check, brand, language, service worker, member. */
export async function start(): Promise<void> {
  try {
    await boot();
  } finally {
    // Whatever failed above, the player is never left behind the splash.
    markBooted();
    hideSplash();
  }
}

async function boot(): Promise<void> {
  const status = await loadStatus();
  if (status) {
    applyTheme(status);
    if (merchant.phase === 'ready' && LOBBY_PATHS.includes(stripBase(location.pathname) ?? '')) void loadLobby();
    rememberAffiliate();
    if (session.info && !session.info.merchantCode) updateSession({ merchantCode: status.merchantCode });
    await initLanguage();
    void registerServiceWorker(status.merchantCode, import.meta.env.MODE === 'test' ? 'test' : 'production');
    if (hasSession()) void loadMember();
  } else {
    // The status screens still need words: the stored choice or EN.
    await setLanguage(safeGetItem(localStore(), LANGUAGE_KEY) ?? 'EN', []);
  }
}

/** Spec section 3, reg_info: the affiliate and referral codes a later registration is credited to. */
function rememberAffiliate(): void {
  const a = resolveAffiliate({ host: location.host, search: location.search, storage: localStore() });
  if (a.source === 'query' || a.source === 'host' || a.referralCode) saveRegInfo(localStore(), location.host, a.affiliateCode, a.referralCode);
}
