import { memo } from 'react';
import type { Snapshot } from 'valtio';
import type { GameLane } from '../../contract/wps';
import { categoryTitleKey, pageOfCategory } from '../lobby/categoryPages';
import { prefetchCategoryPage } from '../lobby/prefetch';
import { providerNames } from '../lobby/providerNames';
import { useT } from '../i18n';
import { GameCardView } from './lobby/GameCardView';
import { LobbyLink } from './lobby/LobbyLink';

/**
 * One game lane: a header (title, game count, "See all") over a row of tiles that scrolls sideways.
 * Memoised: the lobby adds lanes a few at a time, and lanes already on screen must not render again.
 */
export const GameLaneView = memo(function GameLaneView({ lane, backUrl, lite }: { lane: Snapshot<GameLane>; backUrl: string; lite: boolean }) {
  const t = useT();
  const key = categoryTitleKey(lane.title);
  const title = key ? t(key) : lane.title;
  const page = pageOfCategory(lane.title);
  const names = providerNames(lane.gameClassify);
  return (
    <section className="lane" aria-label={title} data-lane={lane.title}>
      <div className="lane-head">
        <h2>{title} <small>{t('game_count', { count: lane.gameCount })}</small></h2>
        {page && <LobbyLink href={`/m${page.path}`} className="see-all" label={t('see_all', { name: title })} onIntent={prefetchCategoryPage}>{t('see_all_short')}</LobbyLink>}
      </div>
      <ul className="cards rail">
        {lane.cards.map((c) => <GameCardView key={c.gameId} card={c} category={lane.title} provider={names.get(c.vendor) ?? ''} backUrl={backUrl} lite={lite} />)}
      </ul>
    </section>
  );
});
