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
    <section aria-label={t('matches_title')}>
      <h2 className="pad" style={{ paddingBottom: 0, fontSize: 17 }}>{t('matches_title')}</h2>
      <ul className="matches" data-testid="matches">
        {matches.map((m) => (
          <li key={m.matchId}>
            <LobbyLink href={launchHref({ vendor: m.vendor, code: m.gameId, category: 'SPORTS' }, backUrl)}>
              <strong>{m.home} – {m.away}</strong>
            </LobbyLink>
            <div className="muted">{m.league} · {when(m.startTime)}</div>
            <div>{t('match_odds', { home: m.odds.home, draw: m.odds.draw, away: m.odds.away })}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
