import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { launchGame, trialLaunch } from '../api/game';
import { track } from '../marketing';
import { useT } from '../i18n';
import { state as i18n } from '../i18n/state';
import { flag } from '../state/merchant';
import { state as member } from '../state/member';
import { loadLobby, state as lobby } from '../state/lobby';
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

/** The lobby's card for this game, when the lobby is loaded (it is, when the player came from it); never a code as title. */
function gameInfo(r: LaunchRequest): { title: string; category: string | null } {
  const lane = lobby.lanes.find((l) => l.cards.some((c) => c.gameId === r.code && c.vendor === r.vendor));
  const card = lane?.cards.find((c) => c.gameId === r.code);
  return { title: gameTitle(card?.displayName, r.code), category: lane?.title ?? null };
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
    // A launch link opened directly: the lobby names the game by the time it opens.
    if (!lobby.loaded) void loadLobby();
    void runLaunch({
      cancel: cancel.signal,
      call: (signal) => (req.trial ? trialLaunch(req.code, '') : launchGame(launchQuery(req, {
        origin: location.origin, language: i18n.lang, labelName: member.info?.clubLabel?.labelName ?? '', title: gameInfo(req).title,
      }), signal)),
      open: (gameUrl) => {
        const { title: name, category } = gameInfo(req);
        if (category && name) recordPlayed({ gameId: req.code, vendor: req.vendor, category, displayName: name });
        const reported = track(req.trial ? 'startTrial' : 'gameLaunch');
        // Lottery providers run full-page and return through backUrl; other games open in the viewer
        // (full-page too when the viewer's session entry cannot be written).
        if (!req.lottery && saveFrame({ url: gameUrl, title: name, backUrl: req.backUrl, gameId: req.code })) navigate('~/m/game', { replace: true });
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
