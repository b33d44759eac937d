import { useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { CheckCircle2, Maximize, PlusSquare, Share, Zap, RefreshCw } from 'lucide-react';
import { useT } from '../i18n';
import { state as merchant } from '../state/merchant';
import { capturedPrompt, onAppInstalled } from '../install/capture';
import { acceptA2hs } from '../install/startInstall';
import { DownloadLinks } from '../components/lobby/DownloadLinks';
import { storeOrder } from '../components/lobby/storeOrder';
import { AppHeader } from './AppHeader';
import { downloadDevice, type DownloadDevice } from './downloadContext';
import '../components/lobby/downloads.css';

/** How this browser adds the site to the home screen: its own prompt, Safari's share sheet, or a hint. */
function InstallSteps({ device, canPrompt }: { device: DownloadDevice; canPrompt: boolean }) {
  const t = useT();
  if (device.installed) return <p className="dl-done" data-testid="app-installed"><CheckCircle2 aria-hidden="true" size={20} />{t('app_installed')}</p>;
  if (device.inApp || (device.ios && !device.iosSafari)) return <p className="dl-tip" data-testid="app-open-browser">{t(device.ios ? 'app_open_in_safari' : 'app_open_in_browser')}</p>;
  if (device.iosSafari) {
    return (
      <ol className="dl-steps" data-testid="app-ios-steps">
        <li><span className="dl-step-icon" aria-hidden="true"><Share size={20} /></span>{t('app_ios_step_share')}</li>
        <li><span className="dl-step-icon" aria-hidden="true"><PlusSquare size={20} /></span>{t('app_ios_step_add')}</li>
        <li><span className="dl-step-icon" aria-hidden="true"><CheckCircle2 size={20} /></span>{t('app_ios_step_confirm')}</li>
      </ol>
    );
  }
  if (canPrompt) return <button type="button" className="btn primary dl-install" data-testid="app-install" onClick={() => void acceptA2hs()}>{t('app_install_button')}</button>;
  return <p className="dl-tip" data-testid="app-browser-menu">{t('app_browser_menu')}</p>;
}

/** /m/app: add this site to the home screen (PWA or web clip); the native apps are the alternative. */
export default function AppPage() {
  const t = useT();
  const { status } = useSnapshot(merchant);
  const [, setSeen] = useState(0);
  // The browser may offer its prompt, or finish installing, after the page has rendered.
  useEffect(() => {
    const again = (): void => setSeen((n) => n + 1);
    window.addEventListener('beforeinstallprompt', again);
    const off = onAppInstalled(again);
    return () => {
      window.removeEventListener('beforeinstallprompt', again);
      off();
    };
  }, []);
  const device = downloadDevice();
  const { mine, others } = storeOrder(status?.resources ?? [], device);
  const links = [...mine, ...others];
  return (
    <section className="pad dl-page" data-testid="app-page">
      <AppHeader title={t('app_install_title')} describe={false} />
      <p className="dl-lead">{t('app_install_intro')}</p>
      <ul className="dl-benefits">
        <li><Zap aria-hidden="true" size={18} />{t('app_benefit_fast')}</li>
        <li><Maximize aria-hidden="true" size={18} />{t('app_benefit_full')}</li>
        <li><RefreshCw aria-hidden="true" size={18} />{t('app_benefit_light')}</li>
      </ul>
      <InstallSteps device={device} canPrompt={capturedPrompt() !== null} />
      {links.length > 0 && (
        <>
          <h2 className="dl-h2">{t('app_native_title')}</h2>
          <div data-testid="downloads"><DownloadLinks links={links} testId="downloads-native" primaryFirst={false} /></div>
        </>
      )}
    </section>
  );
}
