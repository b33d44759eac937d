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
        {/* Drawn, not ★ and 🎁 characters: system fonts lack both, and each cost a font fallback lookup on the bar's first layout. */}
        <span aria-label={t('download_bar_rating', { rating: '5.0' })}><span className="stars" aria-hidden="true" /> 5.0</span>
      </div>
      {snap.gift && (
        <svg className="gift" viewBox="0 0 20 20" width="20" height="20" role="img" aria-label={t('download_gift')} data-testid="download-gift">
          <rect x="2" y="7" width="16" height="4" rx="1" fill="#e53935" />
          <rect x="3" y="11" width="14" height="7" rx="1" fill="#c62828" />
          <rect x="9" y="7" width="2" height="11" fill="#ffd54f" />
          <path d="M10 7C8 3 4 4 6 7M10 7c2-4 6-3 4 0" fill="none" stroke="#ffd54f" strokeWidth="1.5" />
        </svg>
      )}
      <button type="button" className="btn primary" onClick={openPopup}>{t('app_download_app')}</button>
    </aside>
  );
}
