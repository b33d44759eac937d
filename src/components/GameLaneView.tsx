import { memo } from 'react';
import type { Snapshot } from 'valtio';
import type { GameLane } from '../../contract/wps';
import { categoryTitleKey, pageOfCategory } from '../lobby/categoryPages';
import { prefetchCategoryPage } from '../lobby/prefetch';
import { useT } from '../i18n';
import { GameCardView } from './lobby/GameCardView';
import { LobbyLink } from './lobby/LobbyLink';

/**
 * One game lane: title, game count, vendors, cards (accountTypeName, displayName, freeplay), "see all".
 * Memoised: the lobby adds lanes a few at a time, and lanes already on screen must not render again.
 */
export const GameLaneView = memo(function GameLaneView({ lane, backUrl, lite }: { lane: Snapshot<GameLane>; backUrl: string; lite: boolean }) {
  const t = useT();
  const key = categoryTitleKey(lane.title);
  const title = key ? t(key) : lane.title;
  const page = pageOfCategory(lane.title);
  return (
    <section className="lane" aria-label={title} data-lane={lane.title}>
      <h2>{title} <small>{t('game_count', { count: lane.gameCount })}</small></h2>
      {lane.gameClassify.length > 0 && (
        <p className="muted">{t('vendors')}: {lane.gameClassify.map((v) => v.name).join(', ')}</p>
      )}
      <ul className="cards">
        {lane.cards.map((c) => <GameCardView key={c.gameId} card={c} category={lane.title} backUrl={backUrl} lite={lite} />)}
      </ul>
      {page && <p><LobbyLink href={`/m${page.path}`} onIntent={prefetchCategoryPage}>{t('see_all', { name: title })}</LobbyLink></p>}
    </section>
  );
});
