import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { useT } from '../i18n';
import { state as session } from '../state/session';
import { getLatestDraws, getLotteryGames, getVnMenu } from '../api/lgw';
import { LobbyLink } from '../components/lobby/LobbyLink';
import { Skeleton } from '../ui';
import { DrawBalls } from './DrawBalls';
import { playHref } from './playHref';
import { VnMenu } from './VnMenu';
import { LoadingStatus } from '../components/PageLoading';
import { LoadNotice } from '../components/LoadNotice';
import type { LotteryDraw, LotteryGame, LotteryMenuGroup } from './types';
import './lottery.css';

type Board =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; draws: { draw: LotteryDraw; game: LotteryGame }[]; games: LotteryGame[]; menu: LotteryMenuGroup[] };

/** Loads the gateway's lotteries, latest draws and VN menu at once; a draw whose lottery has no name is not shown. */
async function loadBoard(): Promise<Board> {
  const [games, draws, menu] = await Promise.all([getLotteryGames(), getLatestDraws(), getVnMenu()]);
  if (draws === null) return { kind: 'failed' };
  const named = new Map<string, LotteryGame>((games ?? []).map((g) => [g.code, g]));
  for (const group of menu) for (const g of group.games) if (!named.has(g.code)) named.set(g.code, { code: g.code, name: g.name, vendor: '', prizeMode: group.name });
  return {
    kind: 'ready', games: games ?? [], menu,
    draws: draws.flatMap((draw) => { const game = named.get(draw.gameCode); return game ? [{ draw, game }] : []; }),
  };
}

/** The lottery page's results (/lotto/lgw/games/opened/numero) and VN menu; a failing gateway leaves the games usable. */
export default function LotteryBoard({ backUrl }: { backUrl: string }) {
  const t = useT();
  const signedIn = useSnapshot(session).info !== null;
  const [board, setBoard] = useState<Board>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(() => {
    let live = true;
    setAttempt((n) => n + 1);
    setBoard({ kind: 'loading' });
    void loadBoard().then((b) => { if (live) setBoard(b); });
    return () => { live = false; };
  }, []);
  useEffect(load, [load]);

  return (
    <>
      <section className="lottery-section" aria-labelledby="lottery-results-h" data-testid="lottery-results" data-state={board.kind}>
        <h2 id="lottery-results-h">{t('lottery_latest_results')}</h2>
        {board.kind === 'loading' && <LoadingStatus className="muted" restart={attempt} onRetry={() => void load()}><Skeleton shape="block" height={96} /></LoadingStatus>}
        {board.kind === 'failed' && <LoadNotice message={t('lottery_results_unavailable')} onRetry={() => void load()} />}
        {board.kind === 'ready' && board.draws.length === 0 && <p className="muted">{t('lottery_results_empty')}</p>}
        {board.kind === 'ready' && board.draws.length > 0 && (
          <ul className="lottery-list">
            {board.draws.map(({ draw, game }) => (
              <li key={draw.gameCode} className="lottery-row" data-draw={draw.gameCode}>
                <div className="lottery-row-head">
                  <span className="lottery-name">{game.name}</span>
                  <LobbyLink href={playHref(game, backUrl, signedIn)} className="btn primary sm">{t('lottery_play')}</LobbyLink>
                </div>
                <DrawBalls draw={draw} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {board.kind === 'ready' && board.menu.length > 0 && <VnMenu groups={board.menu} games={board.games} backUrl={backUrl} signedIn={signedIn} />}
    </>
  );
}
