/**
 * The lottery gateway (/lgw/*, production-wire row C18). Production's paths are [seen]; their answers were not,
 * and production passes them through unchecked, so every shape here is an assumption to confirm with a real
 * backend: /lgw/games/mobile a bare object of lotteries keyed by code (production reads Object.values(body) and
 * displayName), the VN menus and popular list bare arrays. The listing paths are public.
 */
import { Hono } from 'hono';
import {
  isLotteryCategory, LGW, LOTTO_VENDORS, type LgwGame, type LgwMenuItem, type LgwMobileGames,
} from '../../contract/games.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { accessGuard } from '../http/access-guard.ts';
import { merchantContext, requireMerchantHeader } from '../http/merchant-context.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { prizeModeOfCategory } from './wps/game-catalog.ts';

/** The merchant's lotteries, in lane order. */
function lotteries(m: Merchant): LgwGame[] {
  return m.config.relay.gameLanes.filter((l) => isLotteryCategory(l.title)).flatMap((l) => l.cards.map((card) => ({
    gameCode: card.gameId, displayName: card.displayName, vendor: card.vendor,
    prizeMode: card.vendor === LOTTO_VENDORS.vietnam ? prizeModeOfCategory(l.title) : '',
  })));
}

export function lgwRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/lgw/*', merchantContext(deps.db), accessGuard(deps.now), requireMerchantHeader);
  app.use('/lgw/*', async (c, next) => { await next(); c.header('Cache-Control', 'no-store'); });

  app.get(LGW.mobileGames, (c) => {
    const games: LgwMobileGames = Object.fromEntries(lotteries(c.get('merchant')).map((g) => [g.gameCode, g]));
    return c.json(games);
  });
  app.get(LGW.vnGameMenu, (c) => {
    const menu: LgwMenuItem[] = lotteries(c.get('merchant')).filter((g) => g.vendor === LOTTO_VENDORS.vietnam)
      .map((g) => ({ gameCode: g.gameCode, displayName: g.displayName, groupName: g.prizeMode }));
    return c.json(menu);
  });
  // No per-member history in the reference server: nothing was played recently.
  app.get(LGW.vnRecentMenu, (c) => c.json([] as LgwMenuItem[]));
  app.get(LGW.popular, (c) => c.json(lotteries(c.get('merchant')).slice(0, 5)));
  return app;
}
