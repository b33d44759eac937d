/** The launch link of a lottery the gateway names, in the lobby's form (a guest's goes to login first). */
import { LOTTO_PRIZE_MODES, LOTTO_VENDORS } from '../../contract/games.ts';
import { launchHref, loginHref } from '../lobby/gameKind.ts';

/** The lane category a gateway prize mode stands for: 'Elott' games are ELOTT, every other lottery LOTT. */
export const categoryOfPrizeMode = (prizeMode: string): string => (prizeMode.toLowerCase() === LOTTO_PRIZE_MODES.elott.toLowerCase() ? 'ELOTT' : 'LOTT');

export function playHref(game: { code: string; vendor: string; prizeMode: string }, backUrl: string, signedIn: boolean): string {
  const vendor = game.vendor || LOTTO_VENDORS.vietnam;
  const href = launchHref({ vendor, code: game.code, category: categoryOfPrizeMode(game.prizeMode) }, backUrl);
  return signedIn ? href : loginHref(href);
}
