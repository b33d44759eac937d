import { useEffect, useLayoutEffect, useState } from 'react';
import { X } from 'lucide-react';
import { useSnapshot } from '../lib/useSnapshot';
import type { Banner } from '../../contract/wps';
import { getBannerGroup } from '../api/lobbyContent';
import { settleDownloadBar } from '../state/ui';
import { useT } from '../i18n';
import { state as merchant } from '../state/merchant';
import { barLook, needsBanner } from './barLook';
import { closeBar, openPopup, state } from './store';
import './download.css';

/** A smart app banner: close, app icon, name, five stars 5.0, a gift when APP_DOWNLOAD is on, and Download. */
export default function DownloadBar() {
  const t = useT();
  const snap = useSnapshot(state);
  const status = merchant.status;
  const resources = snap.settings?.resources ?? [];
  const group = snap.settings?.bannerGroup;
  const wantsBanner = needsBanner(resources);
  const [banners, setBanners] = useState<readonly Banner[] | null>(null);
  useEffect(() => {
    if (!wantsBanner || !group) return;
    let live = true;
    void getBannerGroup(group).then((list) => {
      if (!live) return;
      if (list) setBanners(list);
      else console.warn(`[download] banner group ${group} unavailable for the download bar`);
    });
    return () => { live = false; };
  }, [wantsBanner, group]);
  const { image, title } = barLook({
    resources, banners, pwaTitle: status?.mobileTemplate.params.pwa.title,
    pwaIcon: status?.mobileTemplate.params.pwa.icons['192'], merchantName: status?.merchantName,
  });
  // Before paint: the held place and the bar swap in one frame.
  useLayoutEffect(settleDownloadBar, []);
  return (
    <aside className="dlbar" aria-label={t('download_bar_label')} data-testid="download-bar">
      <button type="button" className="x" aria-label={t('download_close')} onClick={closeBar}><X aria-hidden="true" size={18} /></button>
      {image && <img src={image} alt="" width={44} height={44} decoding="async" />}
      <div className="info">
        <strong data-testid="download-bar-title" dir="auto">{title}</strong>
        {/* Drawn, not ★ and 🎁 characters: system fonts lack both, and each cost a font fallback lookup on the bar's first layout. */}
        <span className="rate" role="img" aria-label={t('download_bar_rating', { rating: '5.0' })}><span className="stars" aria-hidden="true" /> <span aria-hidden="true">5.0</span></span>
      </div>
      {snap.gift && (
        <svg className="gift" viewBox="0 0 20 20" width="20" height="20" role="img" aria-label={t('download_gift')} data-testid="download-gift">
          <rect x="2" y="7" width="16" height="4" rx="1" fill="#e53935" />
          <rect x="3" y="11" width="14" height="7" rx="1" fill="#c62828" />
          <rect x="9" y="7" width="2" height="11" fill="#ffd54f" />
          <path d="M10 7C8 3 4 4 6 7M10 7c2-4 6-3 4 0" fill="none" stroke="#ffd54f" strokeWidth="1.5" />
        </svg>
      )}
      <button type="button" className="btn primary get" onClick={openPopup}>{t('app_download_app')}</button>
    </aside>
  );
}
