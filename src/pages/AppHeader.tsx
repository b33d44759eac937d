import { useSnapshot } from '../lib/useSnapshot';
import { Smartphone } from 'lucide-react';
import { state as merchant } from '../state/merchant';
import { appIcon } from '../components/lobby/storeOrder';

/** The app's icon (resource AppDownloadIcon), the page title, the merchant's name and (describe) its app description. */
export function AppHeader({ title, describe = true }: { title: string; describe?: boolean }) {
  const { status } = useSnapshot(merchant);
  const icon = appIcon(status?.resources ?? []);
  const desc = status?.mobileTemplate.params.app_desc;
  return (
    <>
      <header className="dl-app">
        {icon ? <img className="dl-icon" src={icon} alt="" width={72} height={72} decoding="async" data-testid="app-icon" />
          : <span className="dl-icon" aria-hidden="true"><Smartphone size={36} /></span>}
        <div className="dl-app-text">
          <h1>{title}</h1>
          {status?.merchantName && <p className="dl-name">{status.merchantName}</p>}
        </div>
      </header>
      {describe && desc && <p className="dl-desc">{desc}</p>}
    </>
  );
}
