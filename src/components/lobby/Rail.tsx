import { lazy, memo, Suspense } from 'react';
import { useFirstScreen } from '../useFirstScreen';
import type { LaneRailProps } from './LaneRail';
import { SkeletonRail } from './RailSkeleton';

// The tiles (cards, favourites, saved games) are not the first paint: their code loads once the first screen is up.
const LaneRail = lazy(() => import('./LaneRail').then((m) => ({ default: m.LaneRail })));

/** A lane's tiles (memoised: a lane's head re-renders alone when only its store entry moved): skeleton tiles until the first screen is up (with the full catalogue) and the tiles' chunk is in, then the rail. */
export const Rail = memo(function Rail(props: LaneRailProps) {
  // After the first screen and the catalogue's later part: the tiles' words (Demo, favourite) are in that part.
  // A transition: every lane swaps its skeleton at that moment, in short slices rather than one long task.
  const firstScreen = useFirstScreen();
  if (!firstScreen) return <SkeletonRail />;
  return <Suspense fallback={<SkeletonRail />}><LaneRail {...props} /></Suspense>;
});
