import { Hono, type Context } from 'hono';
import { GAME_CODES, RELAY_GAMES, type GameLaunchResult, type GameMatch } from '../../../contract/games.ts';
import { WPS, type GameVendor } from '../../../contract/wps.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { requestOrigin } from '../../http/merchant-context.ts';
import { clip, HttpError, replyOk } from '../../http/reply.ts';
import { object, oneOf, optStr, str, validate } from '../../http/validator.ts';
import { cdnBase, cdnUrl } from '../../services/cdn-url.ts';
import { demoGameUrl, findGame } from './game-catalog.ts';

const trialQuery = object({
  gameId: str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_.-]+$/ }),
  nodeId: optStr(16),
  platform: oneOf(['html5'] as const),
});
const vendorQuery = object({ category: optStr(32) });
const matchQuery = object({ vendor: optStr(32), language: optStr(8) });

/** The relay GETs of the category pages and trial launch; mounted before the generic relay routes. */
export function relayGameRoutes(_deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const path = (name: string): string => WPS.relay + name;

  // Guests may try a game: no token is read, and only free-play games have a trial.
  app.get(path(RELAY_GAMES.trialLaunch), (c) => {
    const q = validate(trialQuery, c.req.query());
    const game = findGame(c.get('merchant'), q.gameId);
    if (!game) throw new HttpError(404, GAME_CODES.notFound, `no such game: ${clip(q.gameId, 64)}`);
    if (!game.card.freeplay) throw new HttpError(403, GAME_CODES.trialUnavailable, 'this game has no free play');
    c.header('Cache-Control', 'no-store');
    const gameUrl = demoGameUrl({ origin: requestOrigin(c), category: game.category, gameId: game.card.gameId, mode: 'trial', backUrl: '/m/home' });
    return replyOk<GameLaunchResult>(c, { gameUrl });
  });

  app.get(path(RELAY_GAMES.newGameVendor), (c) => {
    const { category } = validate(vendorQuery, c.req.query());
    const relay = c.get('merchant').config.relay;
    const fresh = new Set(relay.newVendors ?? []);
    const base = cdnBase(requestOrigin(c), c.get('merchant').code);
    const vendors = relay.vendors.filter((v) => fresh.has(v.vendor) && (!category || v.category === category.toUpperCase()));
    return replyOk<GameVendor[]>(c, vendors.map((v) => ({ ...v, image: cdnUrl(base, v.image) })));
  });

  app.get(path(RELAY_GAMES.gameMatch), (c: Context<AppEnv>) => {
    const { vendor } = validate(matchQuery, c.req.query());
    const matches = c.get('merchant').config.relay.matches ?? [];
    return replyOk<GameMatch[]>(c, matches.filter((m) => !vendor || m.vendor === vendor));
  });
  return app;
}
