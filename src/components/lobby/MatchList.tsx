import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GameMatch } from '../../../contract/games';
import { getGameMatches } from '../../api/game';
import { intlLocale, useT } from '../../i18n';
import { state as i18n } from '../../i18n/state';
import { launchHref } from '../../lobby/gameKind';
import { LobbyLink } from './LobbyLink';

const isMatch = (m: unknown): m is GameMatch => {
  const x = m as Partial<GameMatch> | null;
  return typeof x === 'object' && x !== null && typeof x.matchId === 'string' && typeof x.home === 'string'
    && typeof x.away === 'string' && typeof x.vendor === 'string' && typeof x.gameId === 'string' && typeof x.odds === 'object' && x.odds !== null;
};

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** Upcoming matches (GCSGAME_getGameMatchV2); reloaded when the language changes (spec section 4). */
export function MatchList({ backUrl }: { backUrl: string }) {
  const t = useT();
  const { lang } = useSnapshot(i18n);
  const [matches, setMatches] = useState<GameMatch[]>([]);
  useEffect(() => {
    let live = true;
    void getGameMatches().then((env) => {
      if (live && env.success && Array.isArray(env.value)) setMatches(env.value.filter(isMatch));
    });
    return () => { live = false; };
  }, [lang]);
  if (matches.length === 0) return null;
  return (
    <section className="lane" aria-label={t('matches_title')}>
      <div className="lane-head"><h2>{t('matches_title')}</h2></div>
      <ul className="matches" data-testid="matches">
        {matches.map((m) => (
          <li key={m.matchId} data-match={m.matchId}>
            {/* The card opens this match, not the sports game's start page. */}
            <LobbyLink href={launchHref({ vendor: m.vendor, code: m.gameId, category: 'SPORTS', matchId: m.matchId }, backUrl)} className="match">
              <span className="league">{m.league}<time dateTime={m.startTime}>{when(m.startTime)}</time></span>
              <span className="teams"><strong>{m.home}</strong><span aria-hidden="true">–</span><strong>{m.away}</strong></span>
              <span className="odds muted">{t('match_odds', { home: m.odds.home, draw: m.odds.draw, away: m.odds.away })}</span>
            </LobbyLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
