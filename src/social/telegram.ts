/** Messaging-app (Telegram-style) login, spec sections 4 and 8: widget page, result in the URL hash, login. */
import { CODES } from '../../contract/codes.ts';
import { TELEGRAM_AUTH_PAGE } from '../../contract/content.ts';
import { relay } from '../api/relay.ts';
import { BASE, PATHS } from '../../contract/routes.ts';
import { collectRegisterContext } from '../auth/registerPayload.ts';
import { t } from '../i18n';
import { sessionStore } from '../lib/memoryStorage.ts';
import { safeRemove, safeSetItem } from '../lib/storage.ts';
import { showAlert } from '../state/ui.ts';
import { finishSocialLogin, type SocialOutcome } from './finishSocialLogin.ts';
import { savePendingGo } from './pendingGo.ts';
import { stripFromUrl } from './pendingState.ts';
import { telegramLogin } from './socialApi.ts';
import * as Rows from '../../contract/relays.ts';

/** The widget result of this tab, kept for a registration that needs it; cleared on telegram_validate_failed. */
export const TELEGRAM_AUTH_KEY = 'MC_TELEGRAM_AUTH';

const BASE64 = /^[A-Za-z0-9+/_-]+=*$/;

/** The hash result when it decodes as base64 JSON of an object, else null (spec section 4). */
export function readTelegramResult(hash: string): string | null {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('tgAuthResult');
  if (!raw || raw.length > 4096 || !BASE64.test(raw)) return null;
  try {
    const b64 = raw.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? raw : null;
  } catch {
    return null;
  }
}

/**
 * The widget page under the setting's authDomain (production-wire D14): a bare host is https; a given scheme must
 * be http(s). null for anything else.
 */
export function telegramPageUrl(authDomain: unknown): URL | null {
  if (typeof authDomain !== 'string' || authDomain === '' || authDomain.length > 253) return null;
  try {
    const origin = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(authDomain) ? authDomain : `https://${authDomain}`);
    if ((origin.protocol !== 'https:' && origin.protocol !== 'http:') || origin.username || origin.password) return null;
    return new URL(TELEGRAM_AUTH_PAGE, origin.origin);
  } catch {
    return null;
  }
}

/** Opens the widget page; it comes back to /m/home with #tgAuthResult, so go is kept for the return. */
export async function startTelegramLogin(go: string | null = null): Promise<void> {
  const env = await relay(Rows.telegramLoginSetting, undefined, { silent: true });
  const v = env.success ? env.value as unknown as Record<string, unknown> | null : null;
  const botId = typeof v?.botId === 'string' ? v.botId : '';
  const url = telegramPageUrl(v?.authDomain);
  if (!url || !botId) {
    if (env.success) console.warn('[social] Telegram setting without botId or a usable authDomain');
    showAlert(env.message, t('social_failed'));
    return;
  }
  url.search = new URLSearchParams({ bot_id: botId, origin: location.origin, return_to: location.origin + BASE + PATHS.home, request_access: 'write' }).toString();
  savePendingGo(go);
  location.assign(url.href);
}

/** Handles #tgAuthResult on landing; an unreadable result is ignored with a warning. */
export async function handleTelegramResult(go: string | null): Promise<SocialOutcome | 'ignored'> {
  const telegramAuth = readTelegramResult(location.hash);
  stripFromUrl([], true);
  if (!telegramAuth) {
    console.warn('[social] tgAuthResult ignored: not base64 JSON');
    return 'ignored';
  }
  safeSetItem(sessionStore(), TELEGRAM_AUTH_KEY, telegramAuth);
  const ctx = await collectRegisterContext();
  const env = await telegramLogin({ ...ctx, telegramAuth });
  return finishSocialLogin(env, {
    method: 'telegram', go, identity: { provider: 'telegram', token: telegramAuth }, autoRegister: false,
    onCode: (code) => {
      if (code !== CODES.telegramValidateFailed) return false;
      safeRemove(sessionStore(), TELEGRAM_AUTH_KEY);
      showAlert(t('telegram_validate_failed'), t('social_failed'));
      return true;
    },
  });
}
