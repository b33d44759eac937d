import { Suspense, useEffect } from 'react';
import { settleDownloadBar } from '../state/ui';
import { useSnapshot } from '../lib/useSnapshot';
import { lazyOptional } from '../install/lazyOptional';
import { useBarVisible } from './barVisible';
import { state } from './store';

const DownloadBar = lazyOptional(() => import('./DownloadBar'));
const DownloadPopup = lazyOptional(() => import('./DownloadPopup'));
const UpgradeModal = lazyOptional(() => import('./UpgradeModal'));

/** The download bar at the top of the page; its chunk loads only when a rule shows it. */
export function DownloadBarMount() {
  const visible = useBarVisible();
  const { settings } = useSnapshot(state);
  // The rules ran and hide the bar: the place held for it goes.
  useEffect(() => { if (settings && !visible) settleDownloadBar(); }, [settings, visible]);
  return visible ? <Suspense fallback={null}><DownloadBar /></Suspense> : null;
}

/** The download popup and the app-upgrade modal, loaded only when opened. */
export function DownloadDialogsMount() {
  const { popupOpen, upgradeOpen } = useSnapshot(state);
  return (
    <Suspense fallback={null}>
      {popupOpen && <DownloadPopup />}
      {upgradeOpen && <UpgradeModal />}
    </Suspense>
  );
}
