import { useSnapshot } from 'valtio';
import type { ResourceType } from '../../../contract/wps';
import { useT, type MessageKey } from '../../i18n';
import { safeHttpUrl } from '../../lobby/safeUrl';
import { state as merchant } from '../../state/merchant';

const LABELS: Partial<Record<ResourceType, MessageKey>> = {
  IOS: 'download_ios_store', Android: 'download_android', MOBILECONFIG: 'download_ios_lite',
};

/** /m/download and /m/app: the merchant's app description and download links (status resources). */
export function DownloadLinks() {
  const t = useT();
  const { status } = useSnapshot(merchant);
  const links = (status?.resources ?? []).flatMap((r) => {
    const key = LABELS[r.resourceType];
    const href = safeHttpUrl(r.url);
    return key && href ? [{ key, href, type: r.resourceType }] : [];
  });
  return (
    <div className="pad">
      {status?.mobileTemplate.params.app_desc && <p>{status.mobileTemplate.params.app_desc}</p>}
      {links.length === 0 ? <p className="muted">{t('download_none')}</p> : (
        <ul className="matches" data-testid="downloads" style={{ padding: 0 }}>
          {links.map((l) => <li key={l.type}><a href={l.href} rel="noopener">{t(l.key)}</a></li>)}
        </ul>
      )}
    </div>
  );
}
