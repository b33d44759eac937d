import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { launchGame, trialLaunch } from '../api/gameWire';
import { track } from '../marketing';
import { useT } from '../i18n';
import { state as i18n } from '../i18n/state';
import { flag, merchantCode } from '../state/merchant';
import { state as member } from '../state/member';
import { findCard, lookUpCard, type FoundCard } from '../state/lobby';
import { recordPlayed } from '../state/favourites';
import { launchContext } from '../lobby/launchContext';
import { launchQuery, parseLaunch, type LaunchRequest } from '../lobby/launchRequest';
import { runLaunch, type LaunchOutcome } from '../lobby/runLaunch';
import { startGameBlocked } from '../lobby/startGameRule';
import { saveFrame } from '../lobby/frameStore';
import { gameTitle } from '../lobby/providerNames';
import { LobbyLink } from '../components/lobby/LobbyLink';
import { PageStyle } from '../components/lobby/PageStyle';

/** The longest a full-page launch waits for its marketing event to be stored. */
const REPORT_WAIT_MS = 500;

type View = { kind: 'starting' } | { kind: 'blocked' } | { kind: 'invalid' } | LaunchOutcome;

/** The lobby's card for this game (loaded when the player came from the lobby); never a code as title. */
function gameInfo(r: LaunchRequest, found: FoundCard | null): { title: string; category: string | null; nodeId: string } {
  // A link without nodeId (an older link, a banner) takes the tile's: the launch and trial calls need it.
  return { title: gameTitle(found?.card.displayName, r.code), category: found?.category || null, nodeId: r.nodeId || (found?.card.nodeId ?? '') };
}

/** /m/launchGame: 150 ms, the launch call, then a redirect (lottery) or the in-frame viewer (/m/game). */
export default function LaunchGamePage() {
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [view, setView] = useState<View>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => { setView({ kind: 'starting' }); setAttempt((n) => n + 1); }, []);

  useEffect(() => {
    const req = parseLaunch(search, location.origin);
    if (!req) {
      console.warn('[launch] refused a launch link without a valid game');
      setView({ kind: 'invalid' });
      return;
    }
    if (startGameBlocked(req.lottery, flag('STARTGAMEINAPP3'), launchContext())) {
      setView({ kind: 'blocked' });
      return;
    }
    const cancel = new AbortController();
    // A launch link opened directly: its provider's lanes name the game by the time it opens.
    const lookUp = findCard(req.code, req.vendor) ? null : lookUpCard(req.code, req.vendor).catch(() => null);
    void runLaunch({
      cancel: cancel.signal,
      call: async (signal) => {
        // Without its node id the call cannot name the game: it waits for the lobby's card.
        const found = findCard(req.code, req.vendor) ?? (req.nodeId || !lookUp ? null : await lookUp);
        const info = gameInfo(req, found);
        // A lottery the lobby does not know (a shared link) is named by the gateway; a failing gateway costs nothing.
        const lotto = req.lottery && !req.trial && !found ? await import('../lottery/resolveLottery').then((m) => m.resolveLottery(req.code, signal), () => null) : null;
        return req.trial ? trialLaunch(req.code, info.nodeId) : launchGame(launchQuery({ ...req, nodeId: info.nodeId, prizeMode: req.prizeMode ?? (lotto?.prizeMode || null) }, {
          origin: location.origin, language: i18n.lang, labelName: member.info?.clubLabel?.labelName ?? '', title: lotto?.title || info.title,
          merchantCode: merchantCode() ?? '',
        }), signal);
      },
      open: (gameUrl) => {
        const found = findCard(req.code, req.vendor);
        const { title: name, category, nodeId } = gameInfo(req, found);
        if (category && name) recordPlayed({ gameId: req.code, vendor: req.vendor, category, displayName: name, nodeId, image: found?.card.image });
        const reported = track(req.trial ? 'startTrial' : 'gameLaunch');
        // Lottery providers run full-page and return through backUrl; other games open in the viewer
        // (full-page too when the viewer's session entry cannot be written).
        if (!req.lottery && saveFrame({ url: gameUrl, title: name, backUrl: req.backUrl, gameId: req.code, vendor: req.vendor })) navigate('~/m/game', { replace: true });
        // Leaving the page could abort the event's IndexedDB write: wait for it, briefly.
        else void Promise.race([reported, new Promise((r) => setTimeout(r, REPORT_WAIT_MS))]).finally(() => location.assign(gameUrl));
        return true;
      },
    }).then((outcome) => { if (outcome.kind !== 'cancelled') setView(outcome); });
    return () => cancel.abort();
  }, [search, attempt, navigate]);

  const back = parseLaunch(search, location.origin)?.backUrl ?? '/m/home';
  return (
    <section className="launch" data-testid="launch-game" data-state={view.kind}>
      <PageStyle />
      {view.kind === 'starting' || view.kind === 'opened' ? <p role="status">{t('game_launching')}</p> : (
        <p role="alert">{
          view.kind === 'timeout' ? t('timeout_retry_please')
            : view.kind === 'blocked' ? t('label_start_game_error')
              : view.kind === 'invalid' ? t('launch_invalid')
                : view.kind === 'error' ? view.message ?? t('unknown_error') : ''
        }</p>
      )}
      {(view.kind === 'timeout' || view.kind === 'error') && <button type="button" className="btn primary" onClick={retry}>{t('retry')}</button>}
      <LobbyLink href={back}>{t('back_to_lobby')}</LobbyLink>
    </section>
  );
}
