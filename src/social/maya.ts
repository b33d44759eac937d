/** Wallet-provider (Maya-style) login, spec section 7: wallet page, sessionId and state back, login, token refresh. */
import type { MayaTokens } from '../../contract/auth.ts';
import { BASE, PATHS } from '../../contract/routes.ts';
import { relay } from '../api/relay.ts';
import { t } from '../i18n';
import { sessionStore } from '../lib/memoryStorage.ts';
import { safeGetItem, safeRemove, safeSetItem } from '../lib/storage.ts';
import { showAlert } from '../state/ui.ts';
import { finishSocialLogin, type SocialOutcome } from './finishSocialLogin.ts';
import { savePendingGo } from './pendingGo.ts';
import { newState, stripFromUrl, takeState } from './pendingState.ts';
import { mayaLogin } from './socialApi.ts';
import * as Rows from '../../contract/relays.ts';

export const MAYA_STATE_KEY = 'MC_MAYA_STATE';
const MAYA_ENV_KEY = 'MC_MAYA_ENV';
const ENV = /^[\w-]{1,32}$/;

export const mayaSetting = () => relay(Rows.mayaLoginSetting, undefined, { silent: true });

/** go is kept for the return, which comes back to the fixed redirect URI. */
export async function startMayaLogin(go: string | null = null): Promise<void> {
  const env = await mayaSetting();
  const s = env.success ? env.value : null;
  if (!s?.authorizeUrl || !ENV.test(s.env ?? '')) {
    showAlert(env.message, t('social_failed'));
    return;
  }
  safeSetItem(sessionStore(), MAYA_ENV_KEY, s.env);
  const url = new URL(s.authorizeUrl, location.href);
  url.search = new URLSearchParams({ redirect_uri: location.origin + BASE + PATHS.home, state: newState(MAYA_STATE_KEY) }).toString();
  savePendingGo(go);
  location.assign(url.href);
}

/** Keeps the wallet's tokens fresh after a wallet login (WPS3RD_refreshMayaTokens?env=, production-wire D22). */
export async function refreshMayaTokens(walletEnv: string): Promise<MayaTokens | null> {
  if (!ENV.test(walletEnv)) return null;
  const env = await relay(Rows.refreshMayaTokens, { env: walletEnv }, { silent: true });
  const v = env.value as unknown as Partial<MayaTokens> | null;
  // Production's answer is unseen: anything without the two fields counts as unknown.
  return env.success && typeof v?.linked === 'boolean' ? { linked: v.linked, expiresAt: typeof v.expiresAt === 'string' ? v.expiresAt : null } : null;
}

export async function handleMayaResult(go: string | null): Promise<SocialOutcome | 'ignored'> {
  const q = new URLSearchParams(location.search);
  const sessionId = q.get('sessionId');
  const stateOk = takeState(MAYA_STATE_KEY, q.get('state'));
  const walletEnv = safeGetItem(sessionStore(), MAYA_ENV_KEY);
  safeRemove(sessionStore(), MAYA_ENV_KEY);
  stripFromUrl(['sessionId', 'state']);
  if (!stateOk || !sessionId || sessionId.length > 128 || !walletEnv || !ENV.test(walletEnv)) {
    console.warn('[social] wallet result ignored: state, session or environment missing or foreign');
    showAlert(t('maya_state_mismatch'), t('social_failed'));
    return 'ignored';
  }
  const outcome = await finishSocialLogin(await mayaLogin({ sessionId, env: walletEnv }), { method: 'maya', go, identity: null, autoRegister: false });
  if (outcome === 'logged-in') void refreshMayaTokens(walletEnv);
  return outcome;
}
