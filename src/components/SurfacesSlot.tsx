import { lazy, Suspense } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { state as ui } from '../state/ui';
import { useFirstScreen } from './useFirstScreen';
import { loadShellLater } from './loadShellLater';

const Surfaces = lazy(() => loadShellLater().then((m) => ({ default: m.Surfaces })));

/**
 * The toast and alert dialogs, loaded when one is needed or once the first screen is up (so a later one, offline
 * included, shows at once): their code stays out of the first screen's bytes.
 */
export function SurfacesSlot() {
  const s = useSnapshot(ui);
  const later = useFirstScreen();
  const needed = s.toast !== null || s.alerts.length > 0 || s.pleaseLogin;
  return needed || later ? <Suspense fallback={null}><Surfaces /></Suspense> : null;
}
