import { lazy, Suspense } from 'react';
import { useFirstScreen } from './useFirstScreen';
import { loadShellLater } from './loadShellLater';

// Decided and drawn in its own chunk once the first screen is up: phones pay a few hundred bytes, late.
const DesktopFeature = lazy(() => loadShellLater().then((m) => ({ default: m.DesktopFeature })));

/** On a desktop or wide screen, the merchant's desktop feature beside the 9:16 column (spec section 2, layout). */
export function DesktopSide() {
  return useFirstScreen() ? <Suspense fallback={null}><DesktopFeature /></Suspense> : null;
}
