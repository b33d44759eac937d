import { Hono, type Context } from 'hono';
import { DEV_AUTH_PAGES } from '../../contract/auth.ts';
import { TELEGRAM_AUTH_PAGE } from '../../contract/content.ts';
import { isDevMode } from '../auth/auth-mode.ts';
import type { AppDeps } from '../http/app-env.ts';
import { requestHostname } from '../http/merchant-context.ts';
import { findMerchantByHost } from '../merchants/find-merchant.ts';
import type { DevProviderUser, Merchant } from '../merchants/merchant-config.ts';
import { devSignInPage } from './dev-page-html.ts';
import { issueGrant } from './grants.ts';
import { encodeTelegramAuth } from './telegram-auth.ts';

/** Only back into this site's /m/ pages: the local pages must not become an open redirect. */
function sameSiteTarget(c: Context, raw: string | undefined): URL | null {
  if (!raw || raw.length > 2048) return null;
  try {
    const target = new URL(raw);
    return target.origin === new URL(c.req.url).origin && target.pathname.startsWith('/m/') ? target : null;
  } catch {
    return null;
  }
}

const paramsOf = async (c: Context): Promise<Record<string, string>> => {
  const source = c.req.method === 'POST' ? await c.req.parseBody() : c.req.query();
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => typeof e[1] === 'string'));
};

type Finish = (c: Context, m: Merchant, user: DevProviderUser, p: Record<string, string>, target: URL) => Promise<string>;

/**
 * The reference server's stand-ins for LINE's authorisation page, the Maya wallet and the Telegram login
 * widget, in development and test mode only: a page lists the merchant's seeded provider users, "Allow"
 * redirects back to the site as the real provider would.
 */
export function devAuthPages(deps: AppDeps): Hono {
  const app = new Hono();

  const page = (path: string, title: string, targetParam: string, usersOf: (m: Merchant) => readonly DevProviderUser[] | undefined, keep: string[], finish: Finish) => {
    app.on(['GET', 'POST'], path, async (c) => {
      if (!isDevMode()) return c.text('Not Found', 404);
      const found = await findMerchantByHost(deps.db, requestHostname(c));
      const users = found ? usersOf(found.merchant) : undefined;
      if (!found || !users) return c.text('This merchant has no local sign-in for this provider', 404);
      const p = await paramsOf(c);
      const target = sameSiteTarget(c, p[targetParam]);
      if (!target) return c.text(`${targetParam} must be a /m/ page of this site`, 400);
      if (c.req.method === 'GET') {
        const hidden = Object.fromEntries(keep.filter((k) => p[k] !== undefined).map((k) => [k, p[k] ?? '']));
        return c.html(devSignInPage(title, users, hidden), 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
      }
      const user = users.find((u) => u.id === p.user);
      if (!user) return c.text('unknown user', 400);
      return c.redirect(await finish(c, found.merchant, user, p, target), 302);
    });
  };

  page(DEV_AUTH_PAGES.line, 'LINE (local)', 'redirect_uri', (m) => (m.config.gw.LINE_CLIENT_ID ? m.config.server.line?.devUsers : undefined),
    ['response_type', 'client_id', 'redirect_uri', 'state', 'scope'], async (_c, m, user, p, target) => {
      const data = { redirectUri: p.redirect_uri ?? '', name: user.name, picture: user.picture };
      if (p.response_type === 'token') {
        const token = await issueGrant(deps.db, m.code, 'line_access', user.id, data, deps.now());
        target.hash = new URLSearchParams({ access_token: token, state: p.state ?? '' }).toString();
      } else {
        target.searchParams.set('code', await issueGrant(deps.db, m.code, 'line_code', user.id, data, deps.now()));
        target.searchParams.set('state', p.state ?? '');
      }
      return target.toString();
    });

  page(DEV_AUTH_PAGES.maya, 'Maya wallet (local)', 'redirect_uri', (m) => m.config.server.maya?.devUsers, ['redirect_uri', 'state'],
    async (_c, m, user, p, target) => {
      const sessionId = await issueGrant(deps.db, m.code, 'maya_session', user.id, { env: m.config.server.maya?.env ?? '' }, deps.now());
      target.searchParams.set('sessionId', sessionId);
      target.searchParams.set('state', p.state ?? '');
      return target.toString();
    });

  // Production's widget path under the setting's authDomain (this server in development), and the older local path.
  for (const path of [TELEGRAM_AUTH_PAGE, DEV_AUTH_PAGES.telegram]) {
    page(path, 'Telegram (local)', 'return_to', (m) => (m.config.server.telegramBotToken ? m.config.server.telegramDevUsers : undefined),
      ['bot_id', 'origin', 'return_to'], async (_c, m, user, _p, target) => {
        const auth = encodeTelegramAuth({ id: Number(user.id), first_name: user.name, username: user.name.replace(/\W/g, '').toLowerCase(), auth_date: Math.floor(deps.now() / 1000) }, m.config.server.telegramBotToken ?? '');
        target.hash = `tgAuthResult=${auth}`;
        return target.toString();
      });
  }

  return app;
}
