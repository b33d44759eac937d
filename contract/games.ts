/** Game launch and the lobby's game relays (spec section 7, Games): paths, queries, answers, categories. */

export const WPS_GAME = {
  launchGame: '/wps/game/launchGame',
} as const;

/** Relay GETs of the category pages and trial launch (under /wps/relay/). */
export const RELAY_GAMES = {
  trialLaunch: 'GCS_gameTrialLaunch',
  newGameVendor: 'GCSGAME_newGameVendor',
  gameMatch: 'GCSGAME_getGameMatchV2',
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

/**
 * GET /wps/game/launchGame query. Every launch carries vendor, gameCode, device, backUrl, hasLobby,
 * language and timeout; a lottery adds the lotto options, TCG_LOTTO_VN adds prizeMode and labelName.
 */
export interface LaunchGameQuery {
  vendor: string;
  gameCode: string;
  device: 'MOBILE';
  backUrl: string;
  hasLobby: 'true' | 'false';
  language: string;
  timeout?: string;
  prizeMode?: string;
  labelName?: string;
  lottoArea?: typeof LOTTO_AREA;
  launchMode?: typeof LOTTO_LAUNCH_MODE;
  lottoView?: LottoView;
  lottoGameCode?: string;
  /** A sports match (GCSGAME_getGameMatchV2) the game opens at. */
  matchId?: string;
  title?: string;
}

/** value of a launch or trial launch. */
export interface GameLaunchResult { gameUrl: string }

/** GET /wps/relay/GCS_gameTrialLaunch query (guests allowed). */
export interface TrialLaunchQuery { gameId: string; nodeId: string; platform: 'html5' }

/** One sports match of GET /wps/relay/GCSGAME_getGameMatchV2. */
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

/** Codes the launch and trial relays answer with. */
export const GAME_CODES = {
  notFound: 'game.not.found',
  trialUnavailable: 'game.trial.unavailable',
} as const;

/** Where the reference server serves its demo games (outside /m and /wps). */
export const DEMO_GAMES_BASE = '/demo-games';
