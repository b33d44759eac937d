import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { settleDownloadBar } from '../state/ui';
import { useT } from '../i18n';
import { state as merchant } from '../state/merchant';
import { isSafeLink } from './settings';
import { closeBar, openPopup, state } from './store';

/** App icon, title, five stars 5.0, the download button, a gift when APP_DOWNLOAD is on, and close. */
export default function DownloadBar() {
  const t = useT();
  const snap = useSnapshot(state);
  const status = merchant.status;
  const icon = snap.settings?.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url;
  const src = icon && isSafeLink(icon) ? icon : status?.mobileTemplate.params.pwa.icons['192'];
  const title = status?.mobileTemplate.params.pwa.title || status?.merchantName || '';
  // Before paint: the held place and the bar swap in one frame.
  useLayoutEffect(settleDownloadBar, []);
  return (
    <aside className="dlbar" aria-label={t('download_bar_label')} data-testid="download-bar">
      <button type="button" className="x" aria-label={t('download_close')} onClick={closeBar}>×</button>
      {src && <img src={src} alt="" width={40} height={40} decoding="async" />}
      <div className="info">
        <strong>{title}</strong>
        <span aria-label={t('download_bar_rating', { rating: '5.0' })}><span className="stars" aria-hidden="true">★★★★★</span> 5.0</span>
      </div>
      {snap.gift && <span className="gift" role="img" aria-label={t('download_gift')} data-testid="download-gift">🎁</span>}
      <button type="button" className="btn primary" onClick={openPopup}>{t('app_download_app')}</button>
    </aside>
  );
}
