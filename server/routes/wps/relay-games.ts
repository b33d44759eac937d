import type { Context } from 'hono';
import {
  GAME_CODES, GAME_LIST_PAGE_SIZE, type GameListItem, type GameListPage, type GameMatchGroup, type HotGames, type NewGameVendorAnswer,
  type TrialLaunchAnswer,
} from '../../../contract/games.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { requestOrigin } from '../../http/merchant-context.ts';
import { clip, HttpError, replyOk } from '../../http/reply.ts';
import { object, oneOf, optional, optStr, str, validate, ValidationError, type Check } from '../../http/validator.ts';
import { hotGameIds } from '../../merchants/seed/hot-games.ts';
import { cdnBase, cdnUrl } from '../../services/cdn-url.ts';
import { catalogGames, demoGameUrl, findByNode, findGame, nodeIdOf, providerName, type CatalogGame } from './game-catalog.ts';
import type { RelayHandlers } from './relay.ts';

const CODE = /^[A-Za-z0-9_.-]+$/;
/** A page number or size from 1 to max, as its decimal text. */
const pageNumber = (max: number): Check<string | undefined> => optional((v, f) => {
  const n = str({ max: String(max).length, pattern: /^[1-9]\d*$/ })(v, f);
  if (Number(n) > max) throw new ValidationError(f, `must be at most ${max}`);
  return n;
});
const trialQuery = object({
  gameId: str({ min: 1, max: 64, pattern: CODE }),
  nodeId: optional(str({ max: 32, pattern: /^[A-Za-z0-9_-]*$/ })),
  platform: oneOf(['html5'] as const),
});
const lanesQuery = object({ platform: optional(oneOf(['html5'] as const)), ext: optional(oneOf(['webp', 'avif'] as const)) });
/** production's query, plus Tessera's older `category` (read as gameType). */
const gameListQuery = object({
  gameType: optStr(32), category: optStr(32), gameName: optStr(64), vassalage: optStr(32), isNew: optional(oneOf(['true', 'false'] as const)),
  pageNo: pageNumber(10_000), pageSize: pageNumber(100), platform: optional(oneOf(['html5'] as const)),
});
const hotQuery = object({ pageNo: pageNumber(10_000), pageSize: pageNumber(100), platform: optional(oneOf(['html5'] as const)) });
const base = (c: Context<AppEnv>): string => cdnBase(requestOrigin(c), c.get('merchant').code);

/** A catalogue game as a gameList item; the fields beyond nodeId/nodeName/roomId/vassalage/supportPlay are assumptions. */
function itemOf(g: CatalogGame, cdn: string): GameListItem {
  return {
    nodeId: nodeIdOf(g.card.gameId), nodeName: g.card.displayName, roomId: '', vassalage: g.card.vendor,
    supportPlay: g.card.freeplay ? 0 : 1, gameId: g.card.gameId, gameType: g.category, imageUrl: cdnUrl(cdn, g.card.image),
  };
}

/** One page of a list; pageNum past the end answers an empty page. */
function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number): { items: T[]; pageNum: number; totalPages: number } {
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(items.length / pageSize)) };
}

/** The game relays: trial launch, lanes, game list, matches, hot games. */
export function gameRelays(_deps: AppDeps): RelayHandlers {
  return {
    // Guests may try a game: no token is read, and only free-play games have a trial. nodeId is what production
    // names the game by; Tessera's earlier empty nodeId still finds the game by gameId.
    trialLaunch: (c) => {
      const q = validate(trialQuery, c.req.query());
      const merchant = c.get('merchant');
      const game = (q.nodeId ? findByNode(merchant, q.nodeId) : null) ?? findGame(merchant, q.gameId);
      if (!game) throw new HttpError(404, GAME_CODES.notFound, `no such game: ${clip(q.gameId, 64)}`);
      if (!game.card.freeplay) throw new HttpError(403, GAME_CODES.trialUnavailable, 'this game has no free play');
      const gameUrl = demoGameUrl({ origin: requestOrigin(c), category: game.category, gameId: game.card.gameId, mode: 'trial', backUrl: '/m/home' });
      return replyOk<TrialLaunchAnswer>(c, { content: { game_url: gameUrl } });
    },
    // Production's lanes: one per category, its providers as cards; ordinals are the client's (answer order).
    newGameVendor: (c) => {
      validate(lanesQuery, c.req.query());
      const merchant = c.get('merchant');
      const lanes = [...merchant.config.relay.gameLanes].sort((x, y) => x.ordinal - y.ordinal).map((lane) => {
        const vendors = [...new Set(lane.cards.map((card) => card.vendor))];
        return {
          title: lane.title,
          cards: vendors.map((v) => ({
            accountTypeName: v, displayName: providerName(merchant, v), freeplay: lane.cards.some((card) => card.vendor === v && card.freeplay),
          })),
          gameClassify: [{ vendors }],
          gameCount: lane.cards.length,
        };
      });
      return replyOk<NewGameVendorAnswer>(c, { data: { lanes } });
    },
    gameList: (c) => {
      const q = validate(gameListQuery, c.req.query());
      const merchant = c.get('merchant');
      const type = (q.gameType ?? q.category ?? '').toUpperCase();
      const name = q.gameName?.toLowerCase() ?? '';
      const fresh = new Set(merchant.config.relay.newVendors ?? []);
      const games = catalogGames(merchant).filter((g) => (!type || g.category === type) && (!q.vassalage || g.card.vendor === q.vassalage)
        && (!name || g.card.displayName.toLowerCase().includes(name)) && (q.isNew !== 'true' || fresh.has(g.card.vendor)));
      const page = pageOf(games, Number(q.pageNo ?? 1), Number(q.pageSize ?? GAME_LIST_PAGE_SIZE));
      const cdn = base(c);
      return replyOk<GameListPage>(c, { games: page.items.map((g) => itemOf(g, cdn)), pageNum: page.pageNum, totalPages: page.totalPages });
    },
    // Production's groups; the reference server groups by league. Times go out in ms, the draw price is dropped.
    gameMatch: (c) => {
      const merchant = c.get('merchant');
      const groups = new Map<string, GameMatchGroup['matchList']>();
      for (const m of merchant.config.relay.matches ?? []) {
        const list = groups.get(m.league) ?? [];
        list.push({
          matchId: m.matchId, leagueId: m.league, vendor: m.vendor, gameId: m.gameId, nodeId: nodeIdOf(m.gameId), matchTime: Date.parse(m.startTime),
          league: m.league, homeTeam: m.home, awayTeam: m.away, moneyLine: { homeTeamOdds: m.odds.home, awayTeamOdds: m.odds.away },
        });
        groups.set(m.league, list);
      }
      return replyOk<(GameMatchGroup & { league: string })[]>(c, [...groups].map(([league, matchList]) => ({ league, matchList })));
    },
    hotGames: (c) => {
      const q = validate(hotQuery, c.req.query());
      const merchant = c.get('merchant');
      const all = catalogGames(merchant);
      const hot = hotGameIds(merchant.code).map((id) => all.find((g) => g.card.gameId === id)).filter((g): g is CatalogGame => g !== undefined);
      const page = pageOf(hot, Number(q.pageNo ?? 1), Number(q.pageSize ?? 12));
      const cdn = base(c);
      return replyOk<HotGames>(c, { hotFreshnessData: page.items.map((g) => itemOf(g, cdn)), totalPages: page.totalPages, totalCount: hot.length });
    },
  };
}
