/** LINE-style login, spec sections 4 and 8: authorise, exchange code and state, log in with the session token. */
import { CODES } from '../../contract/codes.ts';
import { relay } from '../api/relay.ts';
import { BASE, PATHS } from '../../contract/routes.ts';
import { t } from '../i18n';
import { sessionStore } from '../lib/memoryStorage.ts';
import { safeRemove, safeSetItem } from '../lib/storage.ts';
import { showAlert } from '../state/ui.ts';
import { finishSocialLogin, type SocialOutcome } from './finishSocialLogin.ts';
import { savePendingGo } from './pendingGo.ts';
import { newState, stripFromUrl, takeState } from './pendingState.ts';
import { lineLogin, verifyLineCode } from './socialApi.ts';
import * as Rows from '../../contract/relays.ts';

export const LINE_STATE_KEY = 'MC_LINE_STATE';
/** The LINE session token of this tab; removed on line_invalid_token (spec section 8). */
export const LINE_TOKEN_KEY = 'MC_LINE_SESSION_TOKEN';

const redirectUri = (): string => location.origin + BASE + PATHS.home;

/** go is kept for the return, which comes back to the fixed redirect URI. */
export async function startLineLogin(go: string | null = null): Promise<void> {
  const env = await relay(Rows.lineLoginSetting, undefined, { silent: true });
  const s = env.success ? env.value : null;
  if (!s?.authorizeUrl || !s.clientId) {
    showAlert(env.message, t('social_failed'));
    return;
  }
  const url = new URL(s.authorizeUrl, location.href);
  url.search = new URLSearchParams({
    response_type: 'code', client_id: s.clientId, redirect_uri: redirectUri(), state: newState(LINE_STATE_KEY), scope: 'profile openid',
  }).toString();
  savePendingGo(go);
  location.assign(url.href);
}

const TOKEN = /^[\w.~+/=-]{1,128}$/;

/** Logs in with a LINE session token; not.exists.user opens the bind flow, line_invalid_token clears it. */
export function loginWithLineToken(lineSessionToken: string, go: string | null): Promise<SocialOutcome> {
  return lineLogin(lineSessionToken).then((env) => finishSocialLogin(env, {
    method: 'line', go, identity: { provider: 'line', token: lineSessionToken }, autoRegister: false,
    onCode: (code) => {
      if (code !== CODES.lineInvalidToken) return false;
      safeRemove(sessionStore(), LINE_TOKEN_KEY);
      showAlert(t('line_invalid_token'), t('social_failed'));
      return true;
    },
  }));
}

/** Handles ?code=&state= on landing: the state must be the one this tab sent. */
export async function handleLineResult(go: string | null): Promise<SocialOutcome | 'ignored'> {
  const q = new URLSearchParams(location.search);
  const code = q.get('code');
  const stateOk = takeState(LINE_STATE_KEY, q.get('state'));
  stripFromUrl(['code', 'state', 'error', 'error_description', 'friendship_status_changed']);
  if (!stateOk) {
    console.warn('[social] LINE result ignored: state does not match this tab');
    showAlert(t('line_state_mismatch'), t('social_failed'));
    return 'ignored';
  }
  if (!code || code.length > 512) {
    console.warn('[social] LINE result without a code (declined)');
    return 'ignored';
  }
  const env = await verifyLineCode({ code, redirectUri: redirectUri() });
  const token = env.success ? env.value?.lineSessionToken : undefined;
  if (typeof token !== 'string' || !TOKEN.test(token)) {
    showAlert(env.message, t('social_failed'));
    return 'failed';
  }
  safeSetItem(sessionStore(), LINE_TOKEN_KEY, token);
  return loginWithLineToken(token, go);
}
