import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import { closeFrame, state as lobby } from '../../state/lobby';

// The viewer is only needed once a game opens: kept out of the lobby's first-paint script.
const GameFrame = lazy(() => import('./GameFrame'));

/** Shows a trial game over the current page (guests cannot reach the guarded /m/game page). */
export function TrialHost() {
  const { frame } = useSnapshot(lobby);
  // Leaving the page closes the game: it must not reappear when the player comes back.
  useEffect(() => closeFrame, []);
  if (!frame) return null;
  return <Suspense fallback={null}><GameFrame url={frame.url} title={frame.title} onBack={closeFrame} /></Suspense>;
}
