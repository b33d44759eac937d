import { Hono } from 'hono';
import { CODES } from '../../../contract/serverCodes.ts';
import {
  GAME_CODES, GLS_LAUNCH_MODE, isLotteryCategory, LOTTO_AREA, LOTTO_LAUNCH_MODE, LOTTO_VENDORS, LOTTO_VIEWS, SEA_LOTTO_MODE, WPS_GAME,
  type LaunchGameWire,
} from '../../../contract/games.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { accessGuard } from '../../http/access-guard.ts';
import { requestOrigin, requireMerchantHeader } from '../../http/merchant-context.ts';
import { clip, HttpError, replyOk } from '../../http/reply.ts';
import { authenticate } from '../../http/require-member.ts';
import { object, oneOf, optional, optStr, str, validate } from '../../http/validator.ts';
import { SLOW_LAUNCH_GAME_CODE, SLOW_LAUNCH_MS } from '../../merchants/seed/games.ts';
import { launchBackUrl } from '../../services/back-url.ts';
import { demoGameUrl, findByNode, findGame, type CatalogGame } from './game-catalog.ts';

const CODE = /^[A-Za-z0-9_.-]+$/;
const VENDOR = /^[A-Za-z0-9_]+$/;
/**
 * Every form the launch takes: production's GLS (gameId, nodeId, vassalage...), its VN lottery (lottoArea,
 * lottoPrizeMode) and SEA lottery (lottoMode), and Tessera's earlier form (vendor, gameCode, prizeMode, timeout).
 */
const launchQuery = object({
  launchMode: optional(oneOf([GLS_LAUNCH_MODE, LOTTO_LAUNCH_MODE] as const)),
  gameId: optional(str({ min: 1, max: 64, pattern: CODE })),
  nodeId: optional(str({ max: 32, pattern: /^[A-Za-z0-9_-]*$/ })),
  vassalage: optional(str({ max: 32, pattern: VENDOR })),
  platform: optional(oneOf(['html5'] as const)),
  clientType: optStr(4),
  confirmTrans: optStr(4),
  accountType: optStr(4),
  merchantCode: optStr(64),
  webView: optional(oneOf(['true', 'false'] as const)),
  lottoArea: optional(oneOf([LOTTO_AREA] as const)),
  lottoMode: optional(oneOf([SEA_LOTTO_MODE] as const)),
  lottoPrizeMode: optional(str({ max: 32, pattern: CODE })),
  lottoView: optional(oneOf(LOTTO_VIEWS)),
  lottoGameCode: optional(str({ max: 64, pattern: CODE })),
  vendor: optional(str({ min: 1, max: 32, pattern: VENDOR })),
  gameCode: optional(str({ min: 1, max: 64, pattern: CODE })),
  prizeMode: optional(str({ max: 32, pattern: CODE })),
  timeout: optional(str({ max: 6, pattern: /^\d+$/ })),
  device: optional(oneOf(['MOBILE'] as const)),
  backUrl: optional(str({ min: 1, max: 2048 })),
  hasLobby: optional(oneOf(['true', 'false'] as const)),
  language: optStr(8),
  labelName: optStr(64),
  matchId: optional(str({ max: 64, pattern: CODE })),
  title: optStr(64),
});
type LaunchQuery = ReturnType<typeof launchQuery>;

/** Which form a query is in, and the game it names; a lottery lobby (no code) opens the provider's first game. */
function resolve(m: Parameters<typeof findGame>[0], q: LaunchQuery): { form: 'gls' | 'lotto' | 'old'; game: CatalogGame | null; vendor: string } {
  if (q.launchMode === GLS_LAUNCH_MODE) {
    if (!q.gameId && !q.nodeId) throw new HttpError(400, CODES.badRequest, 'a GLS launch needs gameId or nodeId');
    const game = (q.nodeId ? findByNode(m, q.nodeId) : null) ?? (q.gameId ? findGame(m, q.gameId, q.vassalage) : null);
    return { form: 'gls', game, vendor: q.vassalage ?? '' };
  }
  if (q.lottoArea || q.lottoMode) {
    if (q.lottoArea && q.lottoMode) throw new HttpError(400, CODES.badRequest, 'lottoArea and lottoMode are two providers');
    const vendor = q.vendor ?? (q.lottoMode ? LOTTO_VENDORS.sea : LOTTO_VENDORS.vietnam);
    const code = q.lottoGameCode ?? q.gameCode;
    const game = code ? findGame(m, code, vendor) : (m.config.relay.gameLanes.flatMap((l) => l.cards.filter((c) => c.vendor === vendor)
      .map((card) => ({ card, category: l.title })))[0] ?? null);
    return { form: q.vendor || q.gameCode ? 'old' : 'lotto', game, vendor };
  }
  if (!q.vendor || !q.gameCode) throw new HttpError(400, CODES.badRequest, 'a launch needs gameId (GLS), a lottery form, or vendor and gameCode');
  return { form: 'old', game: findGame(m, q.gameCode, q.vendor), vendor: q.vendor };
}

export interface GameRouteOptions {
  /** How long the slow-launch fixture holds its answer (longer than the client's 10 s time-out). */
  slowLaunchMs?: number;
}

/** Resolves after ms, or at once when the caller went away (the client's abort closes the request). */
const holdFor = (ms: number, signal: AbortSignal): Promise<void> => new Promise((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

/**
 * GET /wps/game/launchGame (spec section 7): members only; a GLS launch answers value.content.game_url, the
 * lottery and older forms value.gameUrl, of a playable demo.
 */
export function gameRoutes(deps: AppDeps, options: GameRouteOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/wps/game/*', accessGuard(deps.now), requireMerchantHeader);

  app.get(WPS_GAME.launchGame, async (c) => {
    await authenticate(c, deps);
    const q = validate(launchQuery, c.req.query());
    const merchant = c.get('merchant');
    const { form, game, vendor } = resolve(merchant, q);
    // The older form always carried both (and the lottery forms carry them too).
    if (form !== 'gls' && (!q.backUrl || !q.device)) throw new HttpError(400, CODES.badRequest, 'this launch form needs device MOBILE and backUrl');
    const named = q.gameId ?? q.lottoGameCode ?? q.gameCode ?? q.nodeId ?? '';
    if (!game) throw new HttpError(404, GAME_CODES.notFound, `no such game: ${clip(vendor, 32)}/${clip(named, 64)}`);
    const lottery = isLotteryCategory(game.category);
    // The lottery options of spec section 7 are what tells the provider to open its lottery client.
    const lottoForm = q.launchMode === LOTTO_LAUNCH_MODE && (q.lottoArea === LOTTO_AREA || q.lottoMode === SEA_LOTTO_MODE) && q.lottoView;
    if (lottery && !lottoForm) throw new HttpError(400, CODES.badRequest, 'a lottery launch needs launchMode LOTT, lottoArea VN or lottoMode, and lottoView');
    if (game.card.vendor === LOTTO_VENDORS.vietnam && !(q.lottoPrizeMode ?? q.prizeMode)) {
      throw new HttpError(400, CODES.badRequest, `${LOTTO_VENDORS.vietnam} needs lottoPrizeMode (prizeMode in the older form)`);
    }
    // GLS carries no backUrl: the game returns to the lobby.
    const back = await launchBackUrl(deps.db, merchant, q.backUrl ?? `${requestOrigin(c)}/m/home`, c.req.url);
    // Replaced, not refused: a stale link must not break the launch. The value is not logged (it may carry a token).
    if (back.replaced) deps.logWarn(`200 backUrl replaced GET ${c.req.path}: ${back.replaced}`);
    if (game.card.gameId === SLOW_LAUNCH_GAME_CODE) await holdFor(options.slowLaunchMs ?? SLOW_LAUNCH_MS, c.req.raw.signal);
    c.header('Cache-Control', 'no-store');
    const gameUrl = demoGameUrl({
      origin: requestOrigin(c), category: game.category, gameId: game.card.gameId, mode: 'real', backUrl: back.url,
      view: lottery ? q.lottoView : undefined, matchId: q.matchId,
    });
    return replyOk<LaunchGameWire>(c, form === 'gls' ? { content: { game_url: gameUrl } } : { gameUrl });
  });
  return app;
}
