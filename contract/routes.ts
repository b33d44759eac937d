/**
 * The route table of spec section 2, as paths under the /m base. The UI's route file, the
 * server's history fallback and the indexing rule all read this list, so they cannot drift apart.
 */
import { splitHost } from './host.ts';

export const BASE = '/m';

export const PATHS = {
  root: '/',
  index: '/index',
  indexHtml: '/index.html',
  home: '/home',
  login: '/login',
  register: '/register',
  registerHtml: '/register.html',
  memberHome: '/member/home',
  /** Not in the spec's table: the cashier (balance, deposit, withdraw), the inbox and the lottery orders, members only (docs/decisions.md). */
  deposit: '/member/deposit',
  inbox: '/member/inbox',
  lotteryOrders: '/member/lottery',
  game: '/game',
  changePsw: '/changePsw',
  launchGame: '/launchGame',
  activity: '/activity',
  inviteFriends: '/inviteFriends',
  agentRegister: '/agentRegister',
  feedback: '/feedback',
  sports: '/sports',
  live: '/live',
  rng: '/rng',
  table: '/table',
  fish: '/fish',
  pvp: '/pvp',
  crash: '/crash',
  arcade: '/arcade',
  elott: '/elott',
  news: '/news',
  download: '/download',
  app: '/app',
} as const;

/** The paths that open on the lobby (the home page). */
export const LOBBY_PATHS: readonly string[] = [PATHS.root, PATHS.index, PATHS.indexHtml, PATHS.home];
export type RoutePath = (typeof PATHS)[keyof typeof PATHS];

export const CATEGORY_PATHS: readonly RoutePath[] = [
  PATHS.sports, PATHS.live, PATHS.rng, PATHS.table, PATHS.fish, PATHS.pvp, PATHS.crash, PATHS.arcade, PATHS.elott,
  PATHS.news, PATHS.download, PATHS.app,
];

/** Pages reachable without a token. /feedback is handled on its own (no session: /m/home). */
export const PUBLIC_PATHS: readonly RoutePath[] = [
  PATHS.root, PATHS.index, PATHS.indexHtml, PATHS.home, PATHS.login, PATHS.register, PATHS.registerHtml,
  PATHS.activity, PATHS.inviteFriends, ...CATEGORY_PATHS,
];

/** Every path the single-page app answers; the server falls back to index.html for these only. */
export const APP_PATHS: readonly RoutePath[] = Object.values(PATHS);

/** Spec section 2, search-engine indexing: the only indexable paths (full paths, with the base). */
export const INDEXABLE_PATHS: readonly string[] = [
  '/m/', '/m/index', '/m/index.html', '/m/home', '/m/login', '/m/register', '/m/sports', '/m/live', '/m/rng',
  '/m/table', '/m/fish', '/m/pvp', '/m/crash', '/m/arcade', '/m/elott', '/m/activity', '/m/news', '/m/download', '/m/app',
];

/**
 * Spec section 2, search-engine indexing, exactly: a listed public path with at most two slashes, on
 * localhost or a host beginning with www ("begins with" taken literally; port and case ignored).
 */
export function isIndexable(pathname: string, host: string, paths: readonly string[] = INDEXABLE_PATHS): boolean {
  if (!paths.includes(pathname)) return false;
  if ((pathname.match(/\//g) ?? []).length > 2) return false;
  const { name } = splitHost(host);
  return name === 'localhost' || name.startsWith('www');
}

/** Spec section 2, forced refresh: these reload in place, every other path goes to /m/home. */
export const RELOAD_IN_PLACE_PATHS: readonly string[] = [
  '/m/home', '/m/index', '/m/index.html', '/m/game', '/m/login', '/m/register', '/m/register.html', '/m/member/home', '/',
];

/** Strips the /m base: '/m/home' -> '/home', '/m' and '/m/' -> '/'; null when outside the base. */
export function stripBase(pathname: string): string | null {
  if (pathname === BASE || pathname === `${BASE}/`) return '/';
  if (!pathname.startsWith(`${BASE}/`)) return null;
  return pathname.slice(BASE.length);
}

export function isAppPath(pathname: string): boolean {
  const p = stripBase(pathname);
  return p !== null && (APP_PATHS as readonly string[]).includes(p);
}
