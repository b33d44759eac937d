import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { state as ui } from '../../state/ui';
import type { LaneRailProps } from './LaneRail';
import { SkeletonRail } from './RailSkeleton';

// The tiles (cards, favourites, saved games) are not the first paint: their code loads once the first screen is up.
const LaneRail = lazy(() => import('./LaneRail').then((m) => ({ default: m.LaneRail })));

/** A lane's tiles: skeleton tiles until the first screen is up (with the full catalogue) and the tiles' chunk is in, then the rail. */
export function Rail(props: LaneRailProps) {
  // After the first screen and the catalogue's later part: the tiles' words (Demo, favourite) are in that part.
  const { firstScreen } = useSnapshot(ui);
  if (!firstScreen) return <SkeletonRail />;
  return <Suspense fallback={<SkeletonRail />}><LaneRail {...props} /></Suspense>;
}
