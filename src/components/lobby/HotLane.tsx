import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import type { ListedCard } from '../../api/game';
import { useT } from '../../i18n';
import { state as i18n } from '../../i18n/state';
import { providerNames } from '../../lobby/providerNames';
import { HOT_LANE, loadLaneGames, state as lobby } from '../../state/lobby';
import { Rail } from './Rail';

/**
 * The merchant's hot games (GCSGAME_hotGamesV2) as one lane over the categories. It holds a lane's height with
 * skeleton tiles while loading and steps aside when the merchant has none (or the call failed).
 */
export const HotLane = memo(function HotLane({ backUrl, lite }: { backUrl: string; lite: boolean }) {
  const t = useT();
  const { lang } = useSnapshot(i18n);
  const l = useSnapshot(lobby);
  // As LaneView: the tiles arrive as a transition, in short tasks.
  const games = useDeferredValue(l.games[HOT_LANE]);
  useEffect(() => { void loadLaneGames(HOT_LANE); }, [lang]);
  const names = useMemo(() => providerNames(...l.lanes.map((lane) => lane.gameClassify)), [l.lanes]);
  // A hot game without its category takes its provider's lane: the launch link tells lotteries apart by it.
  const categoryOf = useMemo(() => (c: ListedCard): string =>
    c.category || (l.lanes.find((lane) => lane.gameClassify.some((v) => v.vendor === c.vendor.toUpperCase()))?.title ?? ''), [l.lanes]);
  if (games?.status === 'failed' || (games?.status === 'ok' && games.cards.length === 0)) return null;
  return (
    <section className="lane" aria-label={t('hot_games')} data-lane="hot" aria-busy={!games || games.status === 'loading'}>
      <div className="lane-head"><h2>{t('hot_games')}</h2></div>
      <Rail games={games} category={categoryOf} names={names} pageHref={null} backUrl={backUrl} lite={lite} />
    </section>
  );
});
