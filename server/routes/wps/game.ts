import { Hono } from 'hono';
import { CODES } from '../../../contract/serverCodes.ts';
import {
  GAME_CODES, isLotteryCategory, LOTTO_AREA, LOTTO_LAUNCH_MODE, LOTTO_VENDORS, LOTTO_VIEWS, WPS_GAME, type GameLaunchResult,
} from '../../../contract/games.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { accessGuard } from '../../http/access-guard.ts';
import { requestOrigin, requireMerchantHeader } from '../../http/merchant-context.ts';
import { clip, HttpError, replyOk } from '../../http/reply.ts';
import { authenticate } from '../../http/require-member.ts';
import { object, oneOf, optional, optStr, str, validate } from '../../http/validator.ts';
import { SLOW_LAUNCH_GAME_CODE, SLOW_LAUNCH_MS } from '../../merchants/seed/games.ts';
import { launchBackUrl } from '../../services/back-url.ts';
import { demoGameUrl, findGame } from './game-catalog.ts';

const CODE = /^[A-Za-z0-9_.-]+$/;
const launchQuery = object({
  vendor: str({ min: 1, max: 32, pattern: /^[A-Za-z0-9_]+$/ }),
  gameCode: str({ min: 1, max: 64, pattern: CODE }),
  device: oneOf(['MOBILE'] as const),
  backUrl: str({ min: 1, max: 2048 }),
  hasLobby: optional(oneOf(['true', 'false'] as const)),
  language: optStr(8),
  timeout: optional(str({ max: 6, pattern: /^\d+$/ })),
  prizeMode: optional(str({ max: 32, pattern: CODE })),
  labelName: optStr(64),
  lottoArea: optional(oneOf([LOTTO_AREA] as const)),
  launchMode: optional(oneOf([LOTTO_LAUNCH_MODE] as const)),
  lottoView: optional(oneOf(LOTTO_VIEWS)),
  lottoGameCode: optional(str({ max: 64, pattern: CODE })),
  matchId: optional(str({ max: 64, pattern: CODE })),
  title: optStr(64),
});

export interface GameRouteOptions {
  /** How long the slow-launch fixture holds its answer (longer than the client's 10 s time-out). */
  slowLaunchMs?: number;
}

/** Resolves after ms, or at once when the caller went away (the client's abort closes the request). */
const holdFor = (ms: number, signal: AbortSignal): Promise<void> => new Promise((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

/** GET /wps/game/launchGame (spec section 7): members only; answers value.gameUrl of a playable demo. */
export function gameRoutes(deps: AppDeps, options: GameRouteOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/wps/game/*', accessGuard(deps.now), requireMerchantHeader);

  app.get(WPS_GAME.launchGame, async (c) => {
    await authenticate(c, deps);
    const q = validate(launchQuery, c.req.query());
    const merchant = c.get('merchant');
    const game = findGame(merchant, q.gameCode, q.vendor);
    if (!game) throw new HttpError(404, GAME_CODES.notFound, `no such game: ${clip(q.vendor, 32)}/${clip(q.gameCode, 64)}`);
    const lottery = isLotteryCategory(game.category);
    // The lottery options of spec section 7 are what tells the provider to open its lottery client.
    if (lottery && (q.launchMode !== LOTTO_LAUNCH_MODE || q.lottoArea !== LOTTO_AREA || !q.lottoView)) {
      throw new HttpError(400, CODES.badRequest, 'a lottery launch needs lottoArea VN, launchMode LOTT and lottoView');
    }
    if (q.vendor === LOTTO_VENDORS.vietnam && !q.prizeMode) {
      throw new HttpError(400, CODES.badRequest, `${LOTTO_VENDORS.vietnam} needs prizeMode`);
    }
    const back = await launchBackUrl(deps.db, merchant, q.backUrl, c.req.url);
    // Replaced, not refused: a stale link must not break the launch. The value is not logged (it may carry a token).
    if (back.replaced) deps.logWarn(`200 backUrl replaced GET ${c.req.path}: ${back.replaced}`);
    const backUrl = back.url;
    if (q.gameCode === SLOW_LAUNCH_GAME_CODE) await holdFor(options.slowLaunchMs ?? SLOW_LAUNCH_MS, c.req.raw.signal);
    c.header('Cache-Control', 'no-store');
    const gameUrl = demoGameUrl({
      origin: requestOrigin(c), category: game.category, gameId: game.card.gameId, mode: 'real', backUrl,
      view: lottery ? q.lottoView : undefined, matchId: q.matchId,
    });
    return replyOk<GameLaunchResult>(c, { gameUrl });
  });
  return app;
}
