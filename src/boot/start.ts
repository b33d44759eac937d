import { loadStatus, state as merchant } from '../state/merchant';
import { hasSession, state as session, updateSession } from '../state/session';
import { loadMember } from '../state/member';
import { loadFullCatalog, setLanguage } from '../i18n';
import { initLanguage, LANGUAGE_KEY } from '../actions/changeLanguage';
import { registerServiceWorker } from '../pwa/registerSw';
import { applyTheme } from './theme';
import { applyBrand } from './brand';
import { hideSplash } from './splash';
import { markBooted } from '../state/ui';
import { resolveAffiliate, saveRegInfo } from '../lib/affiliate';
import { localStore } from '../lib/memoryStorage';
import { safeGetItem } from '../lib/storage';
import { loadLobby } from '../state/lobby';
import { REMEMBER_KEY } from '../auth/rememberKeys';
import { urlResultKind } from '../social/urlResultCheck';
import { LOBBY_PATHS, stripBase } from '../../contract/routes';
import { afterFirstScreen } from './afterFirstScreen';
import { settlePage, untilQuiet } from './pageQuiet';
import { yieldToMain } from '../lib/yieldToMain';
import { dropUrlToken, takeHeldUrlToken } from './urlTokenHold';
import { LEGACY_KV_PREFIX } from '../../contract/storageKeys';


/** After the first render: status check, brand, language, service worker, member. */
export async function start(): Promise<void> {
  try {
    await boot();
  } finally {
    // Whatever failed above, the player is never left behind the splash.
    markBooted();
    hideSplash();
  }
  const status = merchant.status;
  if (!status || merchant.phase !== 'ready') {
    void settlePage(Promise.resolve());
    return;
  }
  // Off the first screen's path: the player sees the lobby before any of this is fetched.
  const sw = registration;
  const deferred = afterFirstScreen(onLobbyPage(), [
    // The update flow's first check is 1.5 s after start anyway.
    () => sw && import('../pwa/update').then((m) => m.watchUpdates(sw)),
    () => import('../metrics/startLater').then((m) => m.startAfterFirstScreen(status)),
    () => import('../download/startDownloads').then((m) => m.startDownloads(status)),
    // Not awaited: its wait for the browser's install prompt (up to 4 s) is no start-up work to settle after.
    () => import('../install/startInstall').then((m) => { m.startInstall(status).catch((e: unknown) => console.warn('[install] start failed', e)); }),
    () => import('../marketing/start').then((m) => m.startMarketing()),
    () => import('../push/whenSession').then((m) => m.startPushWhenSession()),
    // "Contact us" for a later visit whose status check fails.
    () => import('../cs/savedContacts').then((m) => m.rememberContacts(status)),
    // Production's IndexedDB kv store, when a visitor of its front end has one.
    () => import('./legacyDb').then((m) => m.migrateLegacyDb()),
  ]);
  // The service worker registers, and the marquee starts, once all of the above has run and the page is quiet.
  void settlePage(deferred);
}

let registration: ReturnType<typeof registerServiceWorker> | null = null;

const onLobbyPage = (): boolean => LOBBY_PATHS.includes(stripBase(location.pathname) ?? '');

/** Production's keys that legacyStorage.ts carries over (and removes): on most visits its code is never loaded. */
export const LEGACY_KEYS: readonly string[] = ['language', 'autoLogin', 'remPass'];
/** Production's kv store keeps them in IndexedDB (legacyDb.ts, after the first screen), else under this prefix. */
export { LEGACY_KV_PREFIX };

export const legacyKeysPresent = (): boolean =>
  LEGACY_KEYS.some((k) => (safeGetItem(localStore(), k) ?? safeGetItem(localStore(), LEGACY_KV_PREFIX + k)) !== null);

function migrateLegacy(): Promise<void> | undefined {
  if (!legacyKeysPresent()) return undefined;
  return import('./legacyStorage').then((m) => m.migrateLegacyStorage(), (e: unknown) => console.warn('[legacy] not loaded', e));
}

async function boot(): Promise<void> {
  // Alongside the status call; done before the language is chosen and the remembered login is read.
  const legacy = migrateLegacy();
  const status = await loadStatus();
  await legacy;
  if (status) {
    // Chosen before the lobby's calls go out, so they carry the language the screen will show (its catalogue loads meanwhile).
    const languageSet = initLanguage();
    if (merchant.phase === 'ready' && onLobbyPage()) void loadLobby();
    // The status answer re-renders the shell in this task; theme, brand and the rest run in the next one.
    await yieldToMain();
    applyTheme(status);
    applyBrand(status);
    rememberAffiliate();
    if (session.info && !session.info.merchantCode) updateSession({ merchantCode: status.merchantCode });
    // A URL token is confirmed with the server before it becomes the session; the member loads once it is.
    const urlToken = takeHeldUrlToken();
    if (urlToken) void confirmHeld(urlToken, status.merchantCode);
    await languageSet;
    registration = registerServiceWorker(status.merchantCode, import.meta.env.MODE === 'test' ? 'test' : 'production', untilQuiet());
    if (hasSession()) void loadMember();
    // A sign-in result in the address (LINE, Telegram, wallet) loads the social code; other visits never do.
    const signInResult = urlResultKind(location.search, location.hash);
    // These run before the first screen is up, and speak with the catalogue's later keys: those load first.
    if (merchant.phase === 'ready' && signInResult) {
      void Promise.all([import('../social/urlResult'), loadFullCatalog()]).then(([m]) => m.handleUrlResult(signInResult));
    }
    // Spec section 4: auto login runs on mount once the merchant (flag, code) is known; its rules skip it cheaply.
    // A sign-in result being handled is a login already: the remembered one must not race it.
    // Without a remembered login every skip rule is moot, so its code is not even fetched.
    if (merchant.phase === 'ready' && !signInResult && safeGetItem(localStore(), REMEMBER_KEY) !== null) {
      void Promise.all([import('../auth/autoLoginGate'), loadFullCatalog()])
        .then(([m]) => m.autoLoginOnMount(), (e: unknown) => console.warn('[auth] auto login not loaded', e));
    }
  } else {
    dropUrlToken();
    // The status screens still need words: the stored choice or EN.
    await setLanguage(safeGetItem(localStore(), LANGUAGE_KEY) ?? 'EN', []);
  }
}

/** Spec section 3, reg_info: the affiliate and referral codes a later registration is credited to. */
function rememberAffiliate(): void {
  const a = resolveAffiliate({ host: location.host, search: location.search, storage: localStore() });
  if (a.source === 'query' || a.source === 'host' || a.referralCode) saveRegInfo(localStore(), location.host, a.affiliateCode, a.referralCode);
}

/** The check's code loads only when a link handed over a token (most visits have none). */
async function confirmHeld(token: string, merchantCode: string): Promise<void> {
  try {
    const { confirmUrlToken } = await import('./urlTokenCheck');
    await confirmUrlToken(merchantCode, token);
  } catch (e) {
    console.warn('[urlToken] check not loaded', e);
    dropUrlToken();
  }
}
