/** Which games are lotteries, and the link that launches a game (spec sections 2 and 3). */
import { isLotteryCategory, LOTTO_PRIZE_MODES, LOTTO_VENDORS } from '../../contract/games.ts';
import { BASE, PATHS } from '../../contract/routes.ts';

/** TCG_LOTTO_VN's lottoPrizeMode: 'Elott' for an ELOTT (or ELOTTO) game, 'Lott' otherwise (production-wire C2). */
export function prizeModeOf(category: string): string {
  return ['ELOTT', 'ELOTTO'].includes(category.toUpperCase()) ? LOTTO_PRIZE_MODES.elott : LOTTO_PRIZE_MODES.lott;
}

const LOTTERY_VENDORS: readonly string[] = Object.values(LOTTO_VENDORS);

/** A lottery by its category (ELOTT, LOTT, ...) or by a lottery provider. */
export function isLotteryGame(category: string, vendor: string): boolean {
  return isLotteryCategory(category) || LOTTERY_VENDORS.includes(vendor);
}

/** nodeId: the launch and trial calls name the game by it; matchId: a sports match opened directly. */
export interface LaunchTarget { vendor: string; code: string; category: string; nodeId?: string; matchId?: string }

/**
 * /m/launchGame with its query (spec section 2): prize_mode for TCG_LOTTO_VN, vendor otherwise;
 * a lottery opens on its betting view; backUrl is where the game returns to.
 */
export function launchHref(g: LaunchTarget, backUrl: string): string {
  const q = new URLSearchParams();
  if (g.vendor === LOTTO_VENDORS.vietnam) q.set('prize_mode', prizeModeOf(g.category));
  else q.set('vendor', g.vendor);
  q.set('code', g.code);
  if (g.nodeId) q.set('nodeId', g.nodeId);
  if (g.matchId) q.set('matchId', g.matchId);
  if (isLotteryGame(g.category, g.vendor)) q.set('lottoView', 'betting');
  q.set('backUrl', backUrl);
  return `${BASE}${PATHS.launchGame}?${q.toString()}`;
}

/** The login page with a go target back to where the player was heading. */
export function loginHref(go: string): string {
  return `${BASE}${PATHS.login}?go=${encodeURIComponent(go)}`;
}
