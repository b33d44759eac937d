/** The offline banner's line: the date of what is shown, or a retry when nothing was saved (loaded once the page first goes offline). */
import { useEffect } from 'react';
import { useT } from '../i18n';
import { formatEndTime } from './formatEndTime';

export default function OfflineBannerBody({ date }: { date: string | null }) {
  const t = useT();
  // While it shows, the page watches for the server's return by itself.
  useEffect(() => {
    void import('../pwa/recovery').then((m) => m.startRecovery(), (error: unknown) => console.warn('[offline] recovery not loaded', error));
  }, []);
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
