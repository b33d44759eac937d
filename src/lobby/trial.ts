/** Free play (GCS_gameTrialLaunch), open to guests: the game opens in the in-frame viewer over the page. */
import { trialLaunch } from '../api/gameWire.ts';
import { track } from '../marketing';
import { findCard, openFrame } from '../state/lobby.ts';
import { recordPlayed } from '../state/favourites.ts';
import { showAlert } from '../state/ui.ts';
import { safeHttpUrl } from './safeUrl.ts';
import { gameTitle } from './providerNames.ts';
import { t } from '../i18n';
import { URL_IS_NULL } from './runLaunch.ts';

let busy = false;

export async function startTrial(gameId: string, nodeId: string): Promise<void> {
  // A double tap must not open two games.
  if (busy) return;
  busy = true;
  try {
    const env = await trialLaunch(gameId, nodeId);
    const url = env.success ? safeHttpUrl(env.value?.gameUrl) : null;
    if (!url) {
      // Spec section 5: a missing URL is the url-is-null error, whatever message came with the answer.
      if (env.success) console.error(`[trial] ${URL_IS_NULL}: the answer has no usable gameUrl`, env.value);
      showAlert(env.success ? t('url_is_null') : env.message);
      return;
    }
    const found = findCard(gameId);
    const card = found?.card;
    if (found && card) recordPlayed({ gameId, vendor: card.vendor, category: found.category, displayName: card.displayName, nodeId: card.nodeId, image: card.image });
    void track('startTrial');
    openFrame({ url, title: gameTitle(card?.displayName, gameId) });
  } finally {
    busy = false;
  }
}
