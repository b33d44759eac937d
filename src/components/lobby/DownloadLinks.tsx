import type { MouseEvent } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import { Download, Smartphone, Tablet } from 'lucide-react';
import type { Resource, ResourceType } from '../../../contract/wps';
import { useT, type MessageKey } from '../../i18n';
import { startDownload } from '../../download/startDownload';
import { parseUa } from '../../install/ua';
import { state as merchant } from '../../state/merchant';
import { storeOrder } from './storeOrder';

const LABELS: Partial<Record<ResourceType, MessageKey>> = {
  IOS: 'download_ios_store', Android: 'download_android', MOBILECONFIG: 'download_ios_lite',
};
const PLATFORM: Partial<Record<ResourceType, MessageKey>> = {
  IOS: 'download_platform_ios', MOBILECONFIG: 'download_platform_ios', Android: 'download_platform_android',
};

/**
 * App links as buttons, the first one primary; a click downloads the way this device can (spec section 5).
 * Without links: the merchant's, this device's first.
 */
export function DownloadLinks({ links, testId = 'downloads', primaryFirst = true }: { links?: readonly Resource[]; testId?: string; primaryFirst?: boolean }) {
  const t = useT();
  const { status } = useSnapshot(merchant);
  if (!links) {
    const order = storeOrder(status?.resources ?? [], parseUa(navigator.userAgent));
    links = [...order.mine, ...order.others];
  }
  const open = (e: MouseEvent<HTMLAnchorElement>, url: string): void => {
    e.preventDefault();
    startDownload(url);
  };
  return (
    <ul className="dl-links" data-testid={testId}>
      {links.map((l, i) => {
        const label = LABELS[l.resourceType];
        const platform = PLATFORM[l.resourceType];
        if (!label || !platform) return null;
        const Icon = l.resourceType === 'Android' ? Smartphone : l.resourceType === 'IOS' ? Tablet : Download;
        return (
          <li key={l.resourceType} data-type={l.resourceType}>
            <a href={l.url} rel="noopener" className={`btn dl-link${primaryFirst && i === 0 ? ' primary' : ''}`} onClick={(e) => open(e, l.url)}>
              <Icon aria-hidden="true" size={22} />
              <span className="dl-link-text"><span>{t(label)}</span><small>{t(platform)}</small></span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
