/**
 * Surfaces that appear after the first screen (download bar and dialogs, add-to-home-screen modal): their
 * code and rules load once the lobby is on display, so they never weigh on the first screen's bytes.
 */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { state as ui } from '../state/ui';

const DownloadBar = lazy(() => import('../download/DownloadMount').then((m) => ({ default: m.DownloadBarMount })));
const DownloadDialogs = lazy(() => import('../download/DownloadMount').then((m) => ({ default: m.DownloadDialogsMount })));
const Install = lazy(() => import('../install/InstallMount').then((m) => ({ default: m.InstallMount })));

export function LaterDownloadBar() {
  const { firstScreen } = useSnapshot(ui);
  return firstScreen ? <Suspense fallback={null}><DownloadBar /></Suspense> : null;
}

export function LaterDialogs() {
  const { firstScreen } = useSnapshot(ui);
  return firstScreen ? <Suspense fallback={null}><DownloadDialogs /><Install /></Suspense> : null;
}
