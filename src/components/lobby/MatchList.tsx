import { useEffect, useState } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import type { SportsMatch } from '../../../contract/games';
import { getGameMatches } from '../../api/gameWire';
import { intlLocale, useT } from '../../i18n';
import { state as i18n } from '../../i18n/state';
import { launchHref } from '../../lobby/gameKind';
import { LobbyLink } from './LobbyLink';

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** Upcoming matches (GCSGAME_getGameMatchV2); reloaded when the language changes (spec section 4). */
export function MatchList({ backUrl }: { backUrl: string }) {
  const t = useT();
  const { lang } = useSnapshot(i18n);
  const [matches, setMatches] = useState<SportsMatch[]>([]);
  useEffect(() => {
    let live = true;
    void getGameMatches().then((list) => { if (live) setMatches(list); });
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
            <LobbyLink href={launchHref({ vendor: m.vendor, code: m.gameId, category: 'SPORTS', nodeId: m.nodeId, matchId: m.matchId }, backUrl)} className="match">
              <span className="league">{m.league}{m.startTime && <time dateTime={m.startTime}>{when(m.startTime)}</time>}</span>
              <span className="teams"><strong>{m.home}</strong><span aria-hidden="true">–</span><strong>{m.away}</strong></span>
              {Number.isFinite(m.odds.home) && Number.isFinite(m.odds.away) && <span className="odds muted">{t('match_odds_2way', { home: m.odds.home, away: m.odds.away })}</span>}
            </LobbyLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
