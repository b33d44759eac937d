import type { Snapshot } from 'valtio';
import type { GameLane } from '../../contract/wps';
import { useT } from '../i18n';

/** One game lane: title, game count, vendors and cards. */
export function GameLaneView({ lane }: { lane: Snapshot<GameLane> }) {
  const t = useT();
  return (
    <section className="lane" aria-label={lane.title}>
      <h2>{lane.title} <small>{t('game_count', { count: lane.gameCount })}</small></h2>
      {lane.gameClassify.length > 0 && (
        <p className="muted">{t('vendors')}: {lane.gameClassify.map((v) => v.name).join(', ')}</p>
      )}
      <ul className="cards">
        {lane.cards.map((c) => (
          <li key={c.gameId} className="card">
            <img src={c.image} alt="" width="96" height="96" loading="lazy" decoding="async" />
            <span>{c.displayName}</span>
            <small className="muted">{c.accountTypeName}{c.freeplay ? ` · ${t('freeplay')}` : ''}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
