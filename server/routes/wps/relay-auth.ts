import { Hono, type Context } from 'hono';
import {
  AUTH_RELAY, DEV_AUTH_PAGES, type LineCodeAnswer, type LineCodeExchange, type LineLoginSetting, type MayaLoginSetting,
  type MayaTokens, type TelegramLoginSetting,
} from '../../../contract/auth.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { WPS } from '../../../contract/wps.ts';
import { isDevMode } from '../../auth/auth-mode.ts';
import { methodEnabled, requireMethod } from '../../auth/method-gate.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { requestOrigin } from '../../http/merchant-context.ts';
import { readValidJson } from '../../http/read-body.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { authenticate } from '../../http/require-member.ts';
import { object, optStr, type Check } from '../../http/validator.ts';
import { exchangeLineCode } from '../../social/line.ts';

const LINE_AUTHORIZE = 'https://access.line.me/oauth2/v2.1/authorize';
const TELEGRAM_AUTH = 'https://oauth.telegram.org/auth';
/** How long a refreshed wallet token holds. */
const MAYA_TOKEN_MS = 3_600_000;

const lineExchangeCheck: Check<LineCodeExchange> = object({ code: optStr(256), redirectUri: optStr(2048), accessToken: optStr(256) });

/** In development the sign-in pages are the reference server's own (server/social/dev-pages.ts). */
const devPage = (c: Context<AppEnv>, path: string): string => `${requestOrigin(c)}${path}`;

/** The relay calls of the messaging-app, LINE and wallet logins (spec section 7), before the generic relay. */
export function relayAuthRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const relay = (name: string): string => `${WPS.relay}${name}`;

  app.get(relay(AUTH_RELAY.telegramLoginSetting), (c) => {
    const merchant = c.get('merchant');
    requireMethod(merchant, 'telegram');
    const { botId, authDomain } = merchant.config.messagingApp;
    return replyOk<TelegramLoginSetting>(c, { botId, authDomain, authUrl: isDevMode() ? devPage(c, DEV_AUTH_PAGES.telegram) : TELEGRAM_AUTH });
  });

  app.get(relay(AUTH_RELAY.lineLoginSetting), (c) => {
    const merchant = c.get('merchant');
    requireMethod(merchant, 'line');
    return replyOk<LineLoginSetting>(c, { clientId: merchant.config.gw.LINE_CLIENT_ID, authorizeUrl: isDevMode() ? devPage(c, DEV_AUTH_PAGES.line) : LINE_AUTHORIZE });
  });

  app.get(relay(AUTH_RELAY.mayaLoginSetting), (c) => {
    const merchant = c.get('merchant');
    // No flag names the wallet, so every login form asks: "not offered" is an answer, not an HTTP error
    // (a 403 here would be a console error on every login page of a merchant without it).
    if (!methodEnabled(merchant, 'maya')) return replyOk<MayaLoginSetting>(c, { authorizeUrl: '', env: '' });
    return replyOk<MayaLoginSetting>(c, { authorizeUrl: devPage(c, DEV_AUTH_PAGES.maya), env: merchant.config.server.maya?.env ?? '' });
  });

  app.get(relay(AUTH_RELAY.refreshMayaTokens), async (c) => {
    const member = await authenticate(c, deps);
    const link = await deps.db.selectFrom('social_links').select('subject')
      .where('member_id', '=', member.id).where('provider', '=', 'maya').executeTakeFirst();
    c.header('Cache-Control', 'no-store');
    return replyOk<MayaTokens>(c, { linked: Boolean(link), expiresAt: link ? new Date(deps.now() + MAYA_TOKEN_MS).toISOString() : null });
  });

  app.post(relay(AUTH_RELAY.verifyLineCode), async (c) => {
    const merchant = c.get('merchant');
    requireMethod(merchant, 'line');
    const body = await readValidJson(c, lineExchangeCheck);
    if (!body.accessToken && !(body.code && body.redirectUri)) {
      throw new HttpError(400, CODES.badRequest, 'send code and redirectUri, or accessToken');
    }
    const answer = await exchangeLineCode(deps.db, merchant, body, deps.now());
    if ('refused' in answer) {
      throw new HttpError(200, answer.refused, answer.refused === CODES.lineInvalidToken
        ? 'the LINE access token was not issued to this merchant\'s channel, or has expired'
        : 'the LINE code is invalid, used or expired');
    }
    c.header('Cache-Control', 'no-store');
    return replyOk<LineCodeAnswer>(c, answer);
  });

  return app;
}
