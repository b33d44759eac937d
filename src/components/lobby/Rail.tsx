import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { state as ui } from '../../state/ui';
import type { LaneRailProps } from './LaneRail';
import { SkeletonRail } from './RailSkeleton';

// The tiles (cards, favourites, saved games) are not the first paint: their code loads once the first screen is up.
const LaneRail = lazy(() => import('./LaneRail').then((m) => ({ default: m.LaneRail })));

/** A lane's tiles: skeleton tiles until the first screen is up and the tiles' chunk is in, then the rail itself. */
export function Rail(props: LaneRailProps) {
  const { firstScreenUp } = useSnapshot(ui);
  if (!firstScreenUp) return <SkeletonRail />;
  return <Suspense fallback={<SkeletonRail />}><LaneRail {...props} /></Suspense>;
}
