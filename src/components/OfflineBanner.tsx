/** The one offline surface, under the header; its body (and the recovery probe) load only once the page first goes offline. */
import { lazy, Suspense } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { loadFullCatalog } from '../i18n';
import { oldestCopy, state as lastGood } from '../pwa/lastGood';
import { state as ui } from '../state/ui';

// Its words are in the catalogue's later part (the first screen loads only the core): both load before it shows.
const Body = lazy(() => Promise.all([import('./OfflineBannerBody'), loadFullCatalog()]).then(([m]) => m));

export function OfflineBanner() {
  const { offline } = useSnapshot(ui);
  const { servedFrom } = useSnapshot(lastGood);
  const date = oldestCopy(servedFrom, Object.keys(servedFrom));
  if (!offline && !date) return null;
  return <Suspense fallback={null}><Body date={date} /></Suspense>;
}
