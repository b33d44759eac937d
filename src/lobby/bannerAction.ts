/**
 * What a banner click does, by linkageType (spec section 2): P opens the promotion, URL an internal
 * /m path or an external link, G a game or lottery. Pure: the page renders the answer as a link or button.
 */
import type { Banner } from '../../contract/wps.ts';
import { BASE, PATHS } from '../../contract/routes.ts';
import { safeGo } from '../lib/safeGo.ts';
import { isLotteryGame, launchHref, loginHref } from './gameKind.ts';
import { isOwnHost, type OwnHosts } from './ownHost.ts';

export type BannerAction =
  | { kind: 'none' }
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'launch'; href: string }
  | { kind: 'login'; href: string }
  | { kind: 'trial'; gameId: string; nodeId: string };

export interface BannerContext {
  /** location.origin, for same-origin checks. */
  origin: string;
  own: OwnHosts;
  token: string | null;
  userName: string;
  isAgent: boolean;
  /** Where a launched game returns to (an /m/ path). */
  backUrl: string;
}

const NONE: BannerAction = { kind: 'none' };
const ID = /^[A-Za-z0-9_.-]{1,64}$/;

function refuse(b: Banner, why: string): BannerAction {
  console.warn(`[banner] ${b.id}: ${why}; the banner is shown without a link`);
  return NONE;
}

/** Spec section 6: for agents the referral opens agent registration instead of the invite page. */
function forMember(path: string, isAgent: boolean): string {
  const invite = `${BASE}${PATHS.inviteFriends}`;
  if (!isAgent || (path !== invite && !path.startsWith(`${invite}?`) && !path.startsWith(`${invite}#`))) return path;
  return `${BASE}${PATHS.agentRegister}${path.slice(invite.length)}`;
}

function urlAction(b: Banner, ctx: BannerContext): BannerAction {
  const raw = b.linkage.trim();
  if (raw.startsWith('/')) {
    const path = safeGo(raw, ctx.origin);
    return path ? { kind: 'internal', href: forMember(path, ctx.isAgent) } : refuse(b, 'unsafe internal link');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse(b, 'unparsable link');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse(b, `scheme ${url.protocol} refused`);
  if (url.username || url.password) return refuse(b, 'credentials in link refused');
  if (url.origin === ctx.origin) {
    const path = safeGo(url.pathname + url.search + url.hash, ctx.origin);
    if (path) return { kind: 'internal', href: forMember(path, ctx.isAgent) };
  }
  // The session token goes only to the merchant's own hosts, never to a third party, and never in clear text
  // from an https page (an http page has already sent it in clear itself).
  const secureEnough = url.protocol === 'https:' || ctx.origin.startsWith('http:');
  if (ctx.token && secureEnough && isOwnHost(url.hostname, ctx.own)) {
    url.searchParams.set('token', ctx.token);
    url.searchParams.set('username', ctx.userName);
  }
  return { kind: 'external', href: url.href };
}

function gameAction(b: Banner, ctx: BannerContext): BannerAction {
  if (!ID.test(b.linkage) || !/^[A-Za-z0-9_]{1,32}$/.test(b.vendor)) return refuse(b, 'bad game reference');
  const href = launchHref({ vendor: b.vendor, code: b.linkage, category: b.gameType, nodeId: b.nodeId }, ctx.backUrl);
  if (ctx.token) return { kind: 'launch', href };
  // A lottery needs a login; any other game is offered to a guest as free play.
  if (isLotteryGame(b.gameType, b.vendor)) return { kind: 'login', href: loginHref(href) };
  return { kind: 'trial', gameId: b.linkage, nodeId: /^[A-Za-z0-9_-]{0,16}$/.test(b.nodeId) ? b.nodeId : '' };
}

export function bannerAction(b: Banner, ctx: BannerContext): BannerAction {
  switch (b.linkageType) {
    case 'P':
      return ID.test(b.linkage) ? { kind: 'internal', href: `${BASE}${PATHS.activity}?id=${encodeURIComponent(b.linkage)}` } : refuse(b, 'bad promotion id');
    case 'URL':
      return urlAction(b, ctx);
    case 'G':
      return gameAction(b, ctx);
    default:
      return NONE;
  }
}
