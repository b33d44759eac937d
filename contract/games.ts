/** Game launch and the lobby's game relays (spec section 7, Games): paths, queries, answers, categories. */

export const WPS_GAME = {
  launchGame: '/wps/game/launchGame',
} as const;

/** The two lottery provider variants of spec section 7. */
export const LOTTO_VENDORS = { sea: 'TCG_SEA', vietnam: 'TCG_LOTTO_VN' } as const;

/** Lottery options of a launch: lottoArea VN, launchMode LOTT (spec section 7). */
export const LOTTO_AREA = 'VN';
export const LOTTO_LAUNCH_MODE = 'LOTT';
export const LOTTO_VIEWS = ['betting', 'lobby'] as const;
export type LottoView = (typeof LOTTO_VIEWS)[number];

/** The game categories in their default order; ordinals start at 100 in steps of 100 (spec section 3). */
export const GAME_CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'TABLE', 'FISH', 'PVP', 'CRASH', 'ARCADE', 'ELOTT', 'LOTT'] as const;
/** Lottery categories: ELOTTO equals ELOTT, VIETNAM_LOTTO is LOTT+1, SEA_LOTT is LOTT+5. */
export const LOTTERY_CATEGORIES = ['ELOTT', 'ELOTTO', 'LOTT', 'VIETNAM_LOTTO', 'SEA_LOTT'] as const;

export const isLotteryCategory = (category: string): boolean =>
  (LOTTERY_CATEGORIES as readonly string[]).includes(category.toUpperCase());

/** launchMode of a normal game (production's "GLS" launch) and production's SEA lottery client [inferred name]. */
export const GLS_LAUNCH_MODE = 'GLS';
export const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';
/** lottoPrizeMode values: ELOTT lanes launch 'Elott', the rest 'Lott'. */
export const LOTTO_PRIZE_MODES = { lott: 'Lott', elott: 'Elott' } as const;

/** GET /wps/game/launchGame of a normal game (production's GLS form); answer value.content.game_url. */
export interface GlsLaunchQuery {
  confirmTrans: '0';
  launchMode: typeof GLS_LAUNCH_MODE;
  platform: 'html5';
  clientType: '2';
  gameId: string;
  nodeId: string;
  accountType: '1';
  /** The game's provider code [inferred: production copies the game item's vassalage]. */
  vassalage: string;
  merchantCode: string;
  language: string;
  webView: 'false';
  /** Tessera's addition: a sports match (GCSGAME_getGameMatchV2) the game opens at. */
  matchId?: string;
}

interface LottoLaunchBase {
  launchMode: typeof LOTTO_LAUNCH_MODE;
  /** Absent for the provider's lobby view. */
  lottoGameCode?: string;
  lottoView: LottoView;
  device: 'MOBILE';
  backUrl: string;
  hasLobby: 'true' | 'false';
  language: string;
  title: string;
}
/** TCG_LOTTO_VN (the lotto… names are [inferred] from the rebranded production text); answer value.gameUrl. */
export interface VnLottoLaunchQuery extends LottoLaunchBase { lottoArea: typeof LOTTO_AREA; lottoPrizeMode: string; labelName: string }
/** TCG_SEA: lottoMode instead of lottoArea; answer value.gameUrl. */
export interface SeaLottoLaunchQuery extends LottoLaunchBase { lottoMode: typeof SEA_LOTTO_MODE }

export type LaunchGameQuery = GlsLaunchQuery | VnLottoLaunchQuery | SeaLottoLaunchQuery;

/** value of a launch as the wire carries it: GLS nests the URL, the lottery forms answer gameUrl. */
export interface LaunchGameWire { content?: { game_url?: string; game_url2?: string }; gameUrl?: string }

/** A launch or trial launch as the launch page uses it (mapped from the wire by src/api/game.ts). */
export interface GameLaunchResult { gameUrl: string }

/** GET /wps/relay/GCS_gameTrialLaunch query (guests allowed). */
export interface TrialLaunchQuery { gameId: string; nodeId: string; platform: 'html5' }

/** A sports match as the reference server's merchant data stores it (server/merchants); the wire is MatchWire. */
export interface GameMatch {
  matchId: string;
  vendor: string;
  gameId: string;
  league: string;
  home: string;
  away: string;
  /** ISO time of kick-off. */
  startTime: string;
  odds: { home: number; draw: number; away: number };
}

/** One sports match as the UI shows it (mapped from GCSGAME_getGameMatchV2's groups). */
export interface SportsMatch {
  matchId: string;
  vendor: string;
  gameId: string;
  nodeId: string;
  league: string;
  home: string;
  away: string;
  /** ISO time of kick-off; '' when the answer had none. */
  startTime: string;
  /** Money-line odds; production has no draw price. */
  odds: { home: number; away: number };
}

/** Codes the launch and trial relays answer with. */
export const GAME_CODES = {
  notFound: 'game.not.found',
  trialUnavailable: 'game.trial.unavailable',
} as const;

/** Where the reference server serves its demo games (outside /m and /wps). */
export const DEMO_GAMES_BASE = '/demo-games';

// ---- relay request and answer types (contract/relays.ts) ----
/** value of GCS_gameTrialLaunch: game_url, or game_url2 when the first is empty. */
export interface TrialLaunchAnswer { content: { game_url?: string; game_url2?: string } }

/** GCSGAME_newGameVendor: ext is the image format production adds on list paths (webp, avif). */
export interface NewGameVendorQuery { platform: 'html5'; ext?: string }
/** One vendor of a lane: accountTypeName is the provider code. */
export interface LaneVendorCard { accountTypeName: string; displayName: string; freeplay: boolean }
/** A lane as the wire carries it: a game category, its providers, their grouping; no ordinal (computed client-side). */
export interface LaneWire { title: string; cards: LaneVendorCard[]; gameClassify: { vendors: string[] }[]; gameCount: number }
export interface NewGameVendorAnswer { data: { lanes: LaneWire[] } }

/** GCSGAME_gameList: gameType is the category, vassalage the provider; pageSize 24 on production. */
export interface GameListQuery {
  merchant: string;
  platform: 'html5';
  language: string;
  pageNo: number;
  pageSize: number;
  gameType?: string;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: boolean;
  minBet?: number;
  minLine?: number;
  ext?: string;
}
/**
 * One game of gameList or hotGamesV2. nodeId, nodeName, roomId, vassalage and supportPlay are [seen]; the rest
 * are [inferred] (production's item shape was not read in full).
 */
export interface GameListItem {
  nodeId: string | number;
  nodeName: string;
  roomId?: string | number;
  vassalage: string;
  /** 0: free play offered (production maps freeplay true to supportPlay 0) [inferred]. */
  supportPlay?: number;
  gameId?: string;
  gameType?: string;
  imageUrl?: string;
}
export interface GameListPage { games: GameListItem[]; pageNum: number; totalPages: number }
export const GAME_LIST_PAGE_SIZE = 24;

/** GCSGAME_getGameMatchV2: one match of a group's matchList. */
export interface MatchWire {
  matchId: string; leagueId?: string; vendor: string; gameId: string; nodeId: string | number;
  /** ms since the epoch or an ISO string [inferred]. */
  matchTime: number | string;
  league: string; homeTeam: string; awayTeam: string; homeTeamImageUrl?: string; awayTeamImageUrl?: string;
  moneyLine?: { homeTeamOdds: number; awayTeamOdds: number };
}
export interface GameMatchGroup { matchList: MatchWire[] }

/** GCSGAME_hotGamesV2 (production also forces platform html5 on it). */
export interface HotGamesQuery { isPlatform: 2; language: string; platform: 'html5'; hotType: 1; pageNo: number; pageSize: number; merchantCode: string }
/** hotFreshnessData items are taken to be gameList items [inferred]. */
export interface HotGames { hotFreshnessData: GameListItem[]; totalPages: number; totalCount: number }

// ---- lottery gateway /lgw/* (C18): paths [seen], shapes unseen, so every type here is an assumption ----
export const LGW = {
  mobileGames: '/lgw/games/mobile',
  openedNumero: '/lotto/lgw/games/opened/numero',
  vnGameMenu: '/lgw/vn/games/game_menu',
  vnOpenedNumeros: '/lgw/vn/numeros/opened/game',
  vnRecentMenu: '/lgw/vn/games/game_menu/recent',
  orders: '/lgw/orders',
  orderDetail: '/lgw/orders/detail',
  cancelSubOrder: '/lgw/orders/suborders/cancel',
  popular: '/lgw/games/popular',
} as const;
export type LgwPath = (typeof LGW)[keyof typeof LGW];
/**
 * /lgw/games/mobile answers a bare object (no envelope): production reads Object.values(body) and each entry's
 * displayName [seen]; the key and the other fields are [inferred].
 */
export type LgwMobileGames = Record<string, LgwGame>;
export interface LgwGame { gameCode: string; displayName: string; vendor: string; prizeMode: string }
/** One entry of the VN game menu (a bare array) [inferred]. */
export interface LgwMenuItem { gameCode: string; displayName: string; groupName: string }
/**
 * One opened (drawn) numero [inferred]: the draw number, its winning numbers as one comma-separated string, the draw
 * time in ms. /lotto/lgw/games/opened/numero answers a bare array of each lottery's latest draw;
 * /lgw/vn/numeros/opened/game?gameCode= a bare array of that VN game's last draws, newest first.
 */
export interface LgwOpenedNumero { gameCode: string; numero: string; winningNumbers: string; openTime: number }
/** How many draws /lgw/vn/numeros/opened/game answers at most [inferred]. */
export const LGW_VN_DRAWS = 5;

export const LGW_ORDER_STATUSES = ['PENDING', 'WON', 'LOST', 'CANCELLED'] as const;
export type LgwOrderStatus = (typeof LGW_ORDER_STATUSES)[number];
export const LGW_ORDERS_PAGE_SIZE = 20;
/** One lottery order (a ticket of one draw) [inferred]; money in the member's currency units, times in ms. */
export interface LgwOrder {
  orderNo: string; gameCode: string; gameName: string; numero: string; betTime: number;
  betAmount: number; winAmount: number; status: LgwOrderStatus; subOrderCount: number;
}
/** GET /lgw/orders answers a bare object [inferred]. */
export interface LgwOrderPage { list: LgwOrder[]; pageNo: number; totalPages: number; totalCount: number }
/** One bet of an order; cancellable while its draw is open [inferred]. */
export interface LgwSubOrder { subOrderNo: string; betContent: string; betAmount: number; winAmount: number; status: LgwOrderStatus; cancellable: boolean }
/** GET /lgw/orders/detail?orderNo= answers a bare object [inferred]. */
export interface LgwOrderDetail extends LgwOrder { subOrders: LgwSubOrder[] }
/** POST /lgw/orders/suborders/cancel JSON body [inferred method: production's helpers send JSON on writes]. */
export interface LgwCancelBody { orderNo: string; subOrderNo: string }
export interface LgwCancelAnswer { subOrderNo: string; status: 'CANCELLED' }
/** Refusals of the order paths (in the envelope, with errorCode as production reads it). */
export const LGW_CODES = {
  orderNotFound: 'lgw.order.not.found',
  notCancellable: 'lgw.suborder.not.cancellable',
  gatewayDown: 'lgw.unavailable',
} as const;
