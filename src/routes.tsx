import type { ComponentType } from 'react';
import { PATHS } from '../contract/routes';
import { accessDecision } from './lib/access';
import { HomePage } from './pages/HomePage';
import { lazyPage } from './components/lazyPage';

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

export interface RouteEntry {
  path: string;
  page: ComponentType<{ titleKey?: string }> & { preload?: () => void };
  /** Text key of the page's title (placeholders show it). */
  titleKey: string;
  /** The page opens with this title as its heading: while its chunk loads, the same heading shows. */
  heading?: true;
}

/** Spec section 2, route table (paths under the /m base; the guard reads contract/routes.ts). */
export const ROUTES: RouteEntry[] = [
  { path: PATHS.root, page: HomePage, titleKey: 'home_title' },
  { path: PATHS.index, page: HomePage, titleKey: 'home_title' },
  { path: PATHS.indexHtml, page: HomePage, titleKey: 'home_title' },
  { path: PATHS.home, page: HomePage, titleKey: 'home_title' },
  { path: PATHS.login, page: LoginPage, titleKey: 'login_title', heading: true },
  { path: PATHS.register, page: RegisterPage, titleKey: 'register_title', heading: true },
  { path: PATHS.registerHtml, page: RegisterPage, titleKey: 'register_title', heading: true },
  { path: PATHS.memberHome, page: MemberHomePage, titleKey: 'member_home_title', heading: true },
  { path: PATHS.deposit, page: DepositPage, titleKey: 'member_deposit', heading: true },
  { path: PATHS.inbox, page: InboxPage, titleKey: 'member_inbox', heading: true },
  { path: PATHS.game, page: GamePage, titleKey: 'game_title' },
  { path: PATHS.changePsw, page: ChangePswPage, titleKey: 'change_password_title', heading: true },
  { path: PATHS.launchGame, page: LaunchGamePage, titleKey: 'launch_game_title' },
  { path: PATHS.activity, page: ActivityPage, titleKey: 'activity_title' },
  { path: PATHS.inviteFriends, page: InviteFriendsPage, titleKey: 'invite_title', heading: true },
  { path: PATHS.agentRegister, page: AgentRegisterPage, titleKey: 'agent_register_title', heading: true },
  { path: PATHS.feedback, page: FeedbackPage, titleKey: 'feedback_title', heading: true },
  { path: PATHS.sports, page: CategoryPage, titleKey: 'category_sports' },
  { path: PATHS.live, page: CategoryPage, titleKey: 'category_live' },
  { path: PATHS.rng, page: CategoryPage, titleKey: 'category_rng' },
  { path: PATHS.table, page: CategoryPage, titleKey: 'category_table' },
  { path: PATHS.fish, page: CategoryPage, titleKey: 'category_fish' },
  { path: PATHS.pvp, page: CategoryPage, titleKey: 'category_pvp' },
  { path: PATHS.crash, page: CategoryPage, titleKey: 'category_crash' },
  { path: PATHS.arcade, page: CategoryPage, titleKey: 'category_arcade' },
  { path: PATHS.elott, page: CategoryPage, titleKey: 'category_elott' },
  { path: PATHS.news, page: CategoryPage, titleKey: 'category_news' },
  { path: PATHS.download, page: DownloadPage, titleKey: 'category_download' },
  { path: PATHS.app, page: AppPage, titleKey: 'category_app' },
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
