import { memo, useState } from 'react';
import { useT } from '../i18n';
import { getVnDraws } from '../api/lgw';
import { LobbyLink } from '../components/lobby/LobbyLink';
import { Button } from '../ui';
import { DrawBalls } from './DrawBalls';
import { categoryOfPrizeMode, playHref } from './playHref';
import type { LotteryDraw, LotteryGame, LotteryMenuGroup } from './types';

type Draws = { kind: 'closed' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; draws: LotteryDraw[] };

/** One Vietnamese lottery: play, and its last draws on demand (/lgw/vn/numeros/opened/game). */
const VnGame = memo(function VnGame({ code, name, prizeMode, backUrl, signedIn }: { code: string; name: string; prizeMode: string; backUrl: string; signedIn: boolean }) {
  const t = useT();
  const [draws, setDraws] = useState<Draws>({ kind: 'closed' });
  const toggle = (): void => {
    if (draws.kind !== 'closed' && draws.kind !== 'failed') { setDraws({ kind: 'closed' }); return; }
    setDraws({ kind: 'loading' });
    void getVnDraws(code).then((d) => setDraws(d ? { kind: 'shown', draws: d } : { kind: 'failed' }));
  };
  const panel = `vn-draws-${code}`;
  return (
    <li className="lottery-row" data-vn-game={code}>
      <div className="lottery-row-head">
        <span className="lottery-name">{name}</span>
        <Button small variant="ghost" aria-expanded={draws.kind !== 'closed'} aria-controls={panel} onClick={toggle}>{t('lottery_past_results')}</Button>
        <LobbyLink href={playHref({ code, vendor: '', prizeMode }, backUrl, signedIn)} className="btn primary sm">{t('lottery_play')}</LobbyLink>
      </div>
      <div id={panel} aria-live="polite">
        {draws.kind === 'loading' && <p role="status" className="muted small">{t('loading')}</p>}
        {draws.kind === 'failed' && <p className="muted small">{t('lottery_results_unavailable')}</p>}
        {draws.kind === 'shown' && (draws.draws.length ? draws.draws.map((d) => <DrawBalls key={d.numero} draw={d} />) : <p className="muted small">{t('lottery_results_empty')}</p>)}
      </div>
    </li>
  );
});

/** The Vietnamese provider's menu groups (/lgw/vn/games/game_menu); a prize-mode group reads as its lane's name. */
export function VnMenu({ groups, games, backUrl, signedIn }: {
  groups: readonly LotteryMenuGroup[]; games: readonly LotteryGame[]; backUrl: string; signedIn: boolean;
}) {
  const t = useT();
  const label = (name: string): string => (/^e?lott$/i.test(name) ? t(categoryOfPrizeMode(name) === 'ELOTT' ? 'category_elott' : 'category_lott') : name);
  return (
    <section className="lottery-section" aria-labelledby="lottery-vn-h" data-testid="lottery-vn-menu">
      <h2 id="lottery-vn-h">{t('lottery_vn_menu')}</h2>
      {groups.map((g) => (
        <div key={g.name} className="lottery-group">
          {g.name && <h3>{label(g.name)}</h3>}
          <ul className="lottery-list">
            {g.games.map((game) => <VnGame key={game.code} code={game.code} name={game.name} prizeMode={games.find((x) => x.code === game.code)?.prizeMode || g.name} backUrl={backUrl} signedIn={signedIn} />)}
          </ul>
        </div>
      ))}
    </section>
  );
}
