import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { DEMO_GAMES_BASE } from '../../contract/games.ts';
import { BASE } from '../../contract/routes.ts';
import type { AppDeps } from '../http/app-env.ts';
import { requestHostname } from '../http/merchant-context.ts';
import { findMerchantByHost } from '../merchants/find-merchant.ts';
import { demoGamePage, kindOf } from './demo-game-page.ts';
import { findGame, providerName } from './wps/game-catalog.ts';
import { launchBackUrl } from '../services/back-url.ts';

const HOME = `${BASE}/home`;

/**
 * GET /demo-games/{category}?game=&mode=&backUrl=: the reference server's stand-in for a game
 * provider, a tiny playable page per category whose back link returns to the (validated) backUrl.
 */
export function demoGameRoutes(deps: Pick<AppDeps, 'db'>): Hono {
  const app = new Hono();
  app.get(`${DEMO_GAMES_BASE}/:category`, async (c) => {
    const found = await findMerchantByHost(deps.db, requestHostname(c));
    const kind = kindOf(c.req.param('category'));
    const gameId = c.req.query('game') ?? '';
    const game = found && kind && /^[A-Za-z0-9_.-]{1,64}$/.test(gameId) ? findGame(found.merchant, gameId) : null;
    if (!found || !kind || !game) return c.text('Not Found', 404, { 'X-Robots-Tag': 'noindex' });
    // A foreign or malformed backUrl falls back to the lobby rather than failing the game.
    const raw = c.req.query('backUrl');
    // The launch rule: only the merchant's own hosts, on this request's scheme and port.
    const backUrl = raw ? (await launchBackUrl(deps.db, found.merchant, raw, c.req.url)).url : HOME;
    const nonce = randomBytes(12).toString('base64');
    const html = demoGamePage({
      nonce, kind, backUrl, merchantName: found.merchant.name, gameName: game.card.displayName, vendor: providerName(found.merchant, game.card.vendor),
      trial: c.req.query('mode') === 'trial', lobbyView: c.req.query('view') === 'lobby',
    });
    return c.html(html, 200, {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      // Only this site may frame the game (the in-frame viewer); the page runs its own script only.
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
    });
  });
  return app;
}
