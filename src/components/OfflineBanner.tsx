/** The one offline surface: a calm line under the header, with the date of what is shown, or a retry when nothing was saved. */
import { useSnapshot } from 'valtio';
import { useT } from '../i18n';
import { oldestCopy, state as lastGood } from '../pwa/lastGood';
import { state as ui } from '../state/ui';
import { formatEndTime } from './formatEndTime';

export function OfflineBanner() {
  const t = useT();
  const { offline } = useSnapshot(ui);
  const { servedFrom } = useSnapshot(lastGood);
  const date = oldestCopy(servedFrom, Object.keys(servedFrom));
  if (!offline && !date) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner" style={{ margin: '4px 16px', fontSize: '0.85em', opacity: 0.85 }}>
      {date ? (
        <time dateTime={date}>{t('offline_saved_at', { time: formatEndTime(date) })}</time>
      ) : (
        <>
          <span>{t('offline_nothing_saved')}</span>{' '}
          <button type="button" className="btn-link" data-testid="offline-retry" onClick={() => location.reload()}>{t('retry')}</button>
        </>
      )}
    </div>
  );
}
