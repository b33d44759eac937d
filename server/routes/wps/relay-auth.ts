import type { Context } from 'hono';
import {
  DEV_AUTH_PAGES, type LineCodeAnswer, type LineCodeExchange, type LineLoginSetting, type MayaLoginSetting,
  type MayaTokens, type TelegramLoginSetting,
} from '../../../contract/auth.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { isDevMode } from '../../auth/auth-mode.ts';
import { issueChatAuthKey } from '../../auth/chat-auth-key.ts';
import { methodEnabled, requireMethod } from '../../auth/method-gate.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { requestOrigin } from '../../http/merchant-context.ts';
import { readValidJson } from '../../http/read-body.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { object, optStr, validate, type Check } from '../../http/validator.ts';
import { exchangeLineCode } from '../../social/line.ts';
import type { RelayHandlers } from './relay.ts';

const LINE_AUTHORIZE = 'https://access.line.me/oauth2/v2.1/authorize';
/** How long a refreshed wallet token holds. */
const MAYA_TOKEN_MS = 3_600_000;

const lineExchangeCheck: Check<LineCodeExchange> = object({ code: optStr(256), redirectUri: optStr(2048), accessToken: optStr(256) });
/** Production sends the wallet environment (production-wire D22); older clients sent none. */
const mayaRefreshQuery = object({ env: optStr(32) });

/** In development the sign-in pages are the reference server's own (server/social/dev-pages.ts). */
const devPage = (c: Context<AppEnv>, path: string): string => `${requestOrigin(c)}${path}`;

/** The relay calls of the messaging-app, LINE and wallet logins (spec section 7). */
export function authRelays(deps: AppDeps): RelayHandlers {
  return {
    // Production's answer: botId and authDomain; the widget page is {authDomain}/common/v.1.0.1/tg-auth-web.html
    // (in development this server's own page, server/social/dev-pages.ts).
    telegramLoginSetting: (c) => {
      const merchant = c.get('merchant');
      requireMethod(merchant, 'telegram');
      const { botId, authDomain } = merchant.config.messagingApp;
      return replyOk<TelegramLoginSetting>(c, { botId, authDomain: isDevMode() ? requestOrigin(c) : authDomain });
    },
    // The chat widget's identity after login (production-wire D12).
    saveMemberInfoByAuthKey: (c) => replyOk<string>(c, issueChatAuthKey()),
    lineLoginSetting: (c) => {
      const merchant = c.get('merchant');
      requireMethod(merchant, 'line');
      return replyOk<LineLoginSetting>(c, { clientId: merchant.config.gw.LINE_CLIENT_ID, authorizeUrl: isDevMode() ? devPage(c, DEV_AUTH_PAGES.line) : LINE_AUTHORIZE });
    },
    mayaLoginSetting: (c) => {
      const merchant = c.get('merchant');
      // No flag names the wallet, so every login form asks: "not offered" is an answer, not an HTTP error
      // (a 403 here would be a console error on every login page of a merchant without it).
      if (!methodEnabled(merchant, 'maya')) return replyOk<MayaLoginSetting>(c, { authorizeUrl: '', env: '' });
      return replyOk<MayaLoginSetting>(c, { authorizeUrl: devPage(c, DEV_AUTH_PAGES.maya), env: merchant.config.server.maya?.env ?? '' });
    },
    refreshMayaTokens: async (c) => {
      validate(mayaRefreshQuery, c.req.query());
      const member = c.get('member');
      const link = await deps.db.selectFrom('social_links').select('subject')
        .where('member_id', '=', member.id).where('provider', '=', 'maya').executeTakeFirst();
      c.header('Cache-Control', 'no-store');
      return replyOk<MayaTokens>(c, { linked: Boolean(link), expiresAt: link ? new Date(deps.now() + MAYA_TOKEN_MS).toISOString() : null });
    },
    verifyLineCode: async (c) => {
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
    },
  };
}
