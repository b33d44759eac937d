import { lazy, Suspense } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { state as merchant } from '../state/merchant';
import { useT } from '../i18n';
import { formatEndTime } from './formatEndTime';
import { forceRefresh } from '../lib/forcedRefresh';

/** Spec section 2's "contact us"; a chunk that cannot load leaves just the retry. */
const StatusContact = lazy(() => import('./StatusContact').catch(() => ({ default: () => null })));

/** Full-page screens decided by the status check: domain not available, maintenance, access denied, network error. */
export function StatusScreen() {
  const t = useT();
  const m = useSnapshot(merchant);
  const s = m.status;
  let title: string;
  let body: string[];
  switch (m.phase) {
    case 'domain_not_available':
      title = t('domain_not_available_title');
      body = [t('domain_not_available_msg')];
      break;
    case 'maintenance':
      title = t('maintenance_title');
      body = [t('maintenance_msg'), ...(s?.maintenanceEnd ? [t('maintenance_end', { time: formatEndTime(s.maintenanceEnd) })] : [])];
      break;
    case 'access_denied':
      title = t('access_denied_title');
      body = [t('access_denied_msg'), t('access_denied_ip', { ip: s?.ip ?? '' })];
      break;
    default:
      title = t(m.networkErrorKey);
      body = m.networkErrorKey === 'offline_title' ? [t('offline_nothing_saved')] : [];
  }
  return (
    <main id="main" className="screen" data-phase={m.phase}>
      <h1>{title}</h1>
      {body.map((line, i) => <p key={i}>{line}</p>)}
      <button type="button" className="btn" onClick={() => forceRefresh(location)}>{t('retry')}</button>
      {m.phase !== 'domain_not_available' && <Suspense fallback={null}><StatusContact label={t('contact_us')} /></Suspense>}
    </main>
  );
}
