import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { type Snapshot } from 'valtio';
import { useSnapshot } from '../../lib/useSnapshot';
import type { GameLane } from '../../../contract/wps';
import { categoryTitleKey, pageOfCategory } from '../../lobby/categoryPages';
import { prefetchCategoryPage } from '../../lobby/prefetch';
import { providerNames } from '../../lobby/providerNames';
import { useT } from '../../i18n';
import { state as i18n } from '../../i18n/state';
import { loadLaneGames, state as lobby } from '../../state/lobby';
import { Rail } from './Rail';
import { railEmpty } from './RailSkeleton';
import { LobbyLink } from './LobbyLink';
import { useNear } from './useNear';

/**
 * One game lane: a header (title, game count, "See all") over a row of tiles that scrolls sideways. Its games
 * (GCSGAME_gameList page 1) load when it nears the screen, or at once when `eager` (the first lanes).
 * Memoised: the lobby adds lanes a few at a time, and lanes already on screen must not render again.
 */
export const LaneView = memo(function LaneView({ lane, eager, backUrl, lite }: { lane: Snapshot<GameLane>; eager: boolean; backUrl: string; lite: boolean }) {
  const t = useT();
  const { lang } = useSnapshot(i18n);
  // The tiles render as a transition React splits into short tasks: eleven lanes answering one by one were eleven
  // long tasks (the store's own update is urgent, and only re-renders this head with the rail it already had).
  const games = useDeferredValue(useSnapshot(lobby).games[lane.title]);
  const [ref, near] = useNear<HTMLElement>(eager);
  useEffect(() => { if (near) void loadLaneGames(lane.title); }, [near, lang, lane.title]);
  const key = categoryTitleKey(lane.title);
  const title = key ? t(key) : lane.title;
  const page = pageOfCategory(lane.title);
  const href = page ? `/m${page.path}` : null;
  const names = useMemo(() => providerNames(lane.gameClassify), [lane.gameClassify]);
  // Nothing to offer at all: the lane steps aside (rare; it is usually still below the screen when this is known).
  if (railEmpty(games, names)) return null;
  return (
    // Not asked yet (below the screen): its skeleton stays still, so no lane nobody looks at animates for the whole visit.
    <section ref={ref} className="lane" aria-label={title} data-lane={lane.title} aria-busy={!games || games.status === 'loading'} data-unasked={games ? undefined : ''}>
      <div className="lane-head">
        <h2>{title} <small>{t('game_count', { count: lane.gameCount })}</small></h2>
        {href && <LobbyLink href={href} className="see-all" label={t('see_all', { name: title })} onIntent={prefetchCategoryPage}>{t('see_all_short')}</LobbyLink>}
      </div>
      <Rail games={games} category={lane.title} names={names} pageHref={href} backUrl={backUrl} lite={lite} />
    </section>
  );
});
