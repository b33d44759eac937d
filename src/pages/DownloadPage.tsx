import { useSnapshot } from '../lib/useSnapshot';
import { useT } from '../i18n';
import { state as merchant } from '../state/merchant';
import { AppLink } from '../components/AppLink';
import { DownloadLinks } from '../components/lobby/DownloadLinks';
import { storeOrder } from '../components/lobby/storeOrder';
import { QrCode } from '../share/QrCode';
import { AppHeader } from './AppHeader';
import { downloadDevice } from './downloadContext';
import '../components/lobby/downloads.css';

/** /m/download: the native apps for every platform, this device's store first, a QR code for another phone. */
export default function DownloadPage() {
  const t = useT();
  const { status } = useSnapshot(merchant);
  const device = downloadDevice();
  const { mine, others } = storeOrder(status?.resources ?? [], device);
  const none = mine.length + others.length === 0;
  return (
    <section className="pad dl-page" data-testid="download-page">
      <AppHeader title={t('download_popup_title')} />
      {none ? <p className="muted">{t('download_none')}</p> : (
        <div data-testid="downloads">
          {mine.length > 0 && (
            <>
              <h2 className="dl-h2">{t(device.ios || device.android ? 'download_this_device' : 'download_all_platforms')}</h2>
              <DownloadLinks links={mine} testId="downloads-mine" />
              {device.iosTip && mine.some((l) => l.resourceType === 'MOBILECONFIG') && <p className="dl-tip">{t('download_ios17_tip')}</p>}
            </>
          )}
          {others.length > 0 && (
            <>
              <h2 className="dl-h2">{t('download_other_platform')}</h2>
              <DownloadLinks links={others} testId="downloads-others" primaryFirst={false} />
            </>
          )}
        </div>
      )}
      {!none && (
        <div className="dl-qr-card">
          <QrCode text={`${location.origin}/m/download`} label={t('download_qr_label')} />
          <p>{t('download_qr_hint')}</p>
        </div>
      )}
      <p className="dl-alt"><AppLink to="/app">{t('download_pwa_alt')}</AppLink></p>
    </section>
  );
}
