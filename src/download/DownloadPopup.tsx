import { useEffect, useId, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { getBannerGroup } from '../api/lobbyContent';
import { useT, type MessageKey } from '../i18n';
import { parseUa } from '../install/ua';
import { popupBanner, popupLinks, showsIosTip } from './rules';
import { isSafeLink } from './settings';
import { startDownload } from './startDownload';
import { closePopup, state } from './store';
import './download.css';

const LABEL: Record<string, MessageKey> = { IOS: 'download_ios_store', MOBILECONFIG: 'download_ios_lite', Android: 'download_android' };

/** The download popup: the platform's banner (m_popup1 iOS, m_popup2 Android) and its download links. */
export default function DownloadPopup() {
  const t = useT();
  const snap = useSnapshot(state);
  const titleId = useId();
  const ua = parseUa(navigator.userAgent);
  const [banner, setBanner] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void getBannerGroup(popupBanner(ua.ios)).then((list) => {
      const url = list?.[0]?.url;
      if (live && isSafeLink(url)) setBanner(url);
    });
    return () => { live = false; };
  }, [ua.ios]);
  const links = popupLinks(snap.settings?.resources ?? [], ua);
  return (
    <div className="backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog dlpop" data-testid="download-popup">
        <h2 id={titleId}>{t('download_popup_title')}</h2>
        {snap.appDesc && <p className="tip" data-testid="download-desc">{snap.appDesc}</p>}
        {banner && <img src={banner} alt="" width={300} height={100} decoding="async" />}
        {links.map((r) => (
          <button key={r.resourceType} type="button" className="btn primary" onClick={() => startDownload(r.url)}>{t(LABEL[r.resourceType] ?? 'app_download_app')}</button>
        ))}
        {showsIosTip(ua.iosVersion) && links.some((r) => r.resourceType === 'MOBILECONFIG') && <p className="tip">{t('download_ios17_tip')}</p>}
        <button type="button" className="btn" onClick={closePopup}>{t('close')}</button>
      </div>
    </div>
  );
}
