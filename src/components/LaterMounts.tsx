/**
 * Surfaces that appear after the first screen (download bar and dialogs, add-to-home-screen modal): their
 * code and rules load once the lobby is on display, so they never weigh on the first screen's bytes.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { settleDownloadBar, state as ui } from '../state/ui';
import { state as merchant } from '../state/merchant';
import { holdsBarSlot } from '../download/barSlot';
import { displayStandalone } from '../lobby/launchContext';
import { useFirstScreen } from './useFirstScreen';

/** The held place goes at the latest this long after the first screen, whatever happened to the bar's code. */
export const BAR_SLOT_MAX_MS = 10_000;

const DownloadBar = lazy(() => import('../download/DownloadMount').then((m) => ({ default: m.DownloadBarMount })));
const DownloadDialogs = lazy(() => import('../download/DownloadMount').then((m) => ({ default: m.DownloadDialogsMount })));
const Install = lazy(() => import('../install/InstallMount').then((m) => ({ default: m.InstallMount })));

export function LaterDownloadBar() {
  const { downloadBarSettled } = useSnapshot(ui);
  const firstScreen = useFirstScreen();
  const [hold] = useState(() => holdsBarSlot(merchant.status, displayStandalone()));
  useEffect(() => {
    if (!firstScreen) return;
    const id = setTimeout(settleDownloadBar, BAR_SLOT_MAX_MS);
    return () => clearTimeout(id);
  }, [firstScreen]);
  // The bar arrives after the first screen: holding its place keeps the lobby from jumping down then.
  return (
    <div className="dlslot" data-hold={hold && !downloadBarSettled ? '' : undefined}>
      {firstScreen && <Suspense fallback={null}><DownloadBar /></Suspense>}
    </div>
  );
}

export function LaterDialogs() {
  const firstScreen = useFirstScreen();
  return firstScreen ? <Suspense fallback={null}><DownloadDialogs /><Install /></Suspense> : null;
}
