import type { ComponentType } from 'react';
import { PATHS } from '../contract/routes';
import { accessDecision } from './lib/access';
import { HomePage } from './pages/HomePage';
import { lazyPage } from './components/lazyPage';
import { LoginPrompt } from './components/auth/LoginPrompt';

const LoginPage = lazyPage(() => import('./pages/LoginPage'));
const RegisterPage = lazyPage(() => import('./pages/RegisterPage'));
const ChangePswPage = lazyPage(() => import('./pages/ChangePswPage'));
const MemberHomePage = lazyPage(() => import('./pages/MemberHomePage'));
// The lobby's other pages stay out of the guest /m/home first-paint script.
const CategoryPage = lazyPage(() => import('./pages/CategoryPage'));
const LaunchGamePage = lazyPage(() => import('./pages/LaunchGamePage'));
const GamePage = lazyPage(() => import('./pages/GamePage'));
const ActivityPage = lazyPage(() => import('./pages/ActivityPage'));
const InviteFriendsPage = lazyPage(() => import('./pages/InviteFriendsPage'));
const AgentRegisterPage = lazyPage(() => import('./pages/AgentRegisterPage'));
const FeedbackPage = lazyPage(() => import('./pages/FeedbackPage'));
const DepositPage = lazyPage(() => import('./pages/DepositPage'));
const InboxPage = lazyPage(() => import('./pages/InboxPage'));
const DownloadPage = lazyPage(() => import('./pages/DownloadPage'));
const AppPage = lazyPage(() => import('./pages/AppPage'));
const LotteryOrdersPage = lazyPage(() => import('./pages/LotteryOrdersPage'));

export interface RouteEntry {
  path: string;
  page: ComponentType<{ titleKey?: string }> & { preload?: () => void };
  /** Text key of the page's title (placeholders show it). */
  titleKey: string;
  /** The page opens with this title as its heading: while its chunk loads, the same heading shows. */
  heading?: true;
  /** Shown under that heading while the chunk loads: the page's own first part, often its largest paint. */
  lead?: ComponentType;
}

/** One row of the table: path, page, title key, and whether the page opens with its title as heading (rows cost first-screen bytes). */
const row = (path: string, page: RouteEntry['page'], titleKey: string, heading?: true, lead?: ComponentType): RouteEntry => ({ path, page, titleKey, heading, lead });

/** Spec section 2, route table (paths under the /m base; the guard reads contract/routes.ts). */
export const ROUTES: RouteEntry[] = [
  row(PATHS.root, HomePage, 'home_title'),
  row(PATHS.index, HomePage, 'home_title'),
  row(PATHS.indexHtml, HomePage, 'home_title'),
  row(PATHS.home, HomePage, 'home_title'),
  // The merchant's login prompt is in the status answer: it shows while the form's chunk loads.
  row(PATHS.login, LoginPage, 'login_title', true, LoginPrompt),
  row(PATHS.register, RegisterPage, 'register_title', true),
  row(PATHS.registerHtml, RegisterPage, 'register_title', true),
  row(PATHS.memberHome, MemberHomePage, 'member_home_title', true),
  row(PATHS.deposit, DepositPage, 'member_deposit', true),
  row(PATHS.inbox, InboxPage, 'member_inbox', true),
  // Not in the spec's table: the member's lottery orders (docs/decisions.md); members only, as every unlisted path.
  row(PATHS.lotteryOrders, LotteryOrdersPage, 'lottery_orders_title', true),
  row(PATHS.game, GamePage, 'game_title'),
  row(PATHS.changePsw, ChangePswPage, 'change_password_title', true),
  row(PATHS.launchGame, LaunchGamePage, 'launch_game_title'),
  row(PATHS.activity, ActivityPage, 'activity_title'),
  row(PATHS.inviteFriends, InviteFriendsPage, 'invite_title', true),
  row(PATHS.agentRegister, AgentRegisterPage, 'agent_register_title', true),
  row(PATHS.feedback, FeedbackPage, 'feedback_title', true),
  // The game categories and the news page: /sports … /news, each titled category_<name>.
  ...(['sports', 'live', 'rng', 'table', 'fish', 'pvp', 'crash', 'arcade', 'elott', 'news'] as const).map((k) => row(PATHS[k], CategoryPage, `category_${k}`)),
  row(PATHS.download, DownloadPage, 'category_download'),
  row(PATHS.app, AppPage, 'category_app'),
];

/** The route a landing on path renders: the guard's target when it sends this visitor elsewhere. */
export function landingRoute(path: string | null, signedIn: boolean): RouteEntry | undefined {
  const route = ROUTES.find((r) => r.path === path);
  // No route: the not-found page, which is not guarded.
  if (!route) return undefined;
  const decision = accessDecision(route.path, signedIn);
  if (!('redirect' in decision)) return route;
  const target = decision.redirect.split('?')[0];
  return ROUTES.find((r) => r.path === target);
}

/** A deep link to a lazy page fetches its chunk while the status check runs, not after it (a guest's members-only link: the login page's). */
export function preloadRoute(path: string | null, signedIn: boolean): void {
  landingRoute(path, signedIn)?.page.preload?.();
}
