/**
 * The lottery gateway (/lgw/*, production-wire row C18). Production's paths are [seen]; their answers were not,
 * and production passes them through unchecked, so every shape here is an assumption to confirm with a real
 * backend: /lgw/games/mobile a bare object of lotteries keyed by code (production reads Object.values(body) and
 * displayName), the menus, draws and popular list bare arrays, the orders bare objects. The listing and draw paths
 * are public; the order paths need the member's token. Refusals answer in the envelope (with errorCode).
 */
import { Hono, type Context } from 'hono';
import {
  isLotteryCategory, LGW, LGW_CODES, LGW_ORDERS_PAGE_SIZE, LGW_VN_DRAWS, LOTTO_VENDORS,
  type LgwCancelAnswer, type LgwGame, type LgwMenuItem, type LgwMobileGames, type LgwOpenedNumero, type LgwOrderPage,
} from '../../contract/games.ts';
import { fail } from '../../contract/envelope.ts';
import { CODES } from '../../contract/serverCodes.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { accessGuard } from '../http/access-guard.ts';
import { merchantContext, requestHostname, requireMerchantHeader } from '../http/merchant-context.ts';
import { readValidJson } from '../http/read-body.ts';
import { HttpError, onError } from '../http/reply.ts';
import { authenticate } from '../http/require-member.ts';
import { object, str } from '../http/validator.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { GATEWAY_DOWN_LABEL, drawOf, recentDraws } from '../merchants/seed/lottery-draws.ts';
import { memberOrders } from '../merchants/seed/lottery-orders.ts';
import { prizeModeOfCategory } from './wps/game-catalog.ts';

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const ORDER_NO = /^[A-Za-z0-9-]{1,64}$/;
const cancelCheck = object({ orderNo: str({ pattern: ORDER_NO }), subOrderNo: str({ pattern: ORDER_NO }) });

/** The merchant's lotteries, in lane order. */
function lotteries(m: Merchant): LgwGame[] {
  return m.config.relay.gameLanes.filter((l) => isLotteryCategory(l.title)).flatMap((l) => l.cards.map((card) => ({
    gameCode: card.gameId, displayName: card.displayName, vendor: card.vendor,
    prizeMode: card.vendor === LOTTO_VENDORS.vietnam ? prizeModeOfCategory(l.title) : '',
  })));
}

/** A query value of a GET: absent, or matching pattern (400 naming it otherwise). */
function queryParam(c: Context, name: string, pattern: RegExp, required: boolean): string | undefined {
  const v = c.req.query(name);
  if (v === undefined || v === '') {
    if (required) throw new HttpError(400, CODES.badRequest, `${name} is required`);
    return undefined;
  }
  if (!pattern.test(v)) throw new HttpError(400, CODES.badRequest, `${name} has an invalid format`);
  return v;
}

const intParam = (c: Context, name: string, fallback: number, max: number): number => {
  const v = queryParam(c, name, /^\d{1,6}$/, false);
  const n = v === undefined ? fallback : Number(v);
  if (n < 1 || n > max) throw new HttpError(400, CODES.badRequest, `${name} must be from 1 to ${max}`);
  return n;
};

async function ordersOf(c: Context<AppEnv>, deps: AppDeps) {
  const member = await authenticate(c, deps);
  const rows = await deps.db.selectFrom('lgw_cancelled').select('sub_order_no').where('member_id', '=', member.id).execute();
  return { member, orders: memberOrders(c.get('merchant').code, member.username, lotteries(c.get('merchant')), new Set(rows.map((r) => r.sub_order_no))) };
}

export function lgwRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const fallback = onError(deps);
  app.onError((err, c) => {
    if (!(err instanceof HttpError)) return fallback(err, c);
    deps.logWarn?.(`${err.status} ${err.code} ${c.req.method} ${c.req.path}: ${err.message}`);
    return c.json(fail(err.code, err.message), err.status);
  });
  for (const base of ['/lgw/*', '/lotto/lgw/*']) {
    app.use(base, merchantContext(deps.db), accessGuard(deps.now), requireMerchantHeader);
    app.use(base, async (c, next) => {
      c.header('Cache-Control', 'no-store');
      if (requestHostname(c).split('.')[0] === GATEWAY_DOWN_LABEL) throw new HttpError(500, LGW_CODES.gatewayDown, 'the lottery gateway is down (test fixture)');
      await next();
    });
  }

  app.get(LGW.mobileGames, (c) => {
    const games: LgwMobileGames = Object.fromEntries(lotteries(c.get('merchant')).map((g) => [g.gameCode, g]));
    return c.json(games);
  });
  app.get(LGW.openedNumero, (c) => c.json(lotteries(c.get('merchant')).map((g): LgwOpenedNumero => drawOf(g.gameCode, g.displayName, 0))));
  app.get(LGW.vnGameMenu, (c) => {
    const menu: LgwMenuItem[] = lotteries(c.get('merchant')).filter((g) => g.vendor === LOTTO_VENDORS.vietnam)
      .map((g) => ({ gameCode: g.gameCode, displayName: g.displayName, groupName: g.prizeMode }));
    return c.json(menu);
  });
  app.get(LGW.vnOpenedNumeros, (c) => {
    const code = queryParam(c, 'gameCode', CODE, true);
    const game = lotteries(c.get('merchant')).find((g) => g.gameCode === code && g.vendor === LOTTO_VENDORS.vietnam);
    if (!game) throw new HttpError(404, CODES.notFound, 'no such Vietnamese lottery');
    return c.json(recentDraws(game.gameCode, game.displayName, LGW_VN_DRAWS));
  });
  // No per-member history in the reference server: nothing was played recently.
  app.get(LGW.vnRecentMenu, (c) => c.json([] as LgwMenuItem[]));
  app.get(LGW.popular, (c) => c.json(lotteries(c.get('merchant')).slice(0, 5)));

  app.get(LGW.orders, async (c) => {
    const pageNo = intParam(c, 'pageNo', 1, 10_000);
    const pageSize = intParam(c, 'pageSize', LGW_ORDERS_PAGE_SIZE, 100);
    const { orders } = await ordersOf(c, deps);
    const page: LgwOrderPage = {
      list: orders.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ subOrders: _, ...o }) => o),
      pageNo, totalPages: Math.ceil(orders.length / pageSize), totalCount: orders.length,
    };
    return c.json(page);
  });
  app.get(LGW.orderDetail, async (c) => {
    const orderNo = queryParam(c, 'orderNo', ORDER_NO, true);
    const order = (await ordersOf(c, deps)).orders.find((o) => o.orderNo === orderNo);
    if (!order) throw new HttpError(404, LGW_CODES.orderNotFound, 'no such order');
    return c.json(order);
  });
  app.post(LGW.cancelSubOrder, async (c) => {
    const { member, orders } = await ordersOf(c, deps);
    const body = await readValidJson(c, cancelCheck);
    const sub = orders.find((o) => o.orderNo === body.orderNo)?.subOrders.find((s) => s.subOrderNo === body.subOrderNo);
    if (!sub) throw new HttpError(404, LGW_CODES.orderNotFound, 'no such order or bet');
    if (!sub.cancellable) throw new HttpError(409, LGW_CODES.notCancellable, 'this bet can no longer be cancelled');
    await deps.db.insertInto('lgw_cancelled').values({ member_id: member.id, sub_order_no: sub.subOrderNo })
      .onConflict((oc) => oc.doNothing()).execute();
    const answer: LgwCancelAnswer = { subOrderNo: sub.subOrderNo, status: 'CANCELLED' };
    return c.json(answer);
  });
  return app;
}
