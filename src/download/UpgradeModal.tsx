import { useId } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { useT } from '../i18n';
import { parseUa } from '../install/ua';
import { upgradeLink } from './rules';
import { startDownload } from './startDownload';
import { closeUpgrade, state } from './store';

/** Inside an outdated native app: download the new version; no close button when the update is mandatory. */
export default function UpgradeModal() {
  const t = useT();
  const snap = useSnapshot(state);
  const titleId = useId();
  const link = upgradeLink(snap.settings?.resources ?? [], parseUa(navigator.userAgent).ios);
  const mandatory = snap.settings?.mandatoryUpdate === true;
  return (
    <div className="backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog" data-testid="app-upgrade">
        <h2 id={titleId}>{t('app_upgrade_title')}</h2>
        <p>{t('app_upgrade_msg')}</p>
        {link && <button type="button" className="btn primary" onClick={() => startDownload(link.url, true)}>{t('app_upgrade_button')}</button>}
        {!mandatory && <button type="button" className="btn" onClick={closeUpgrade}>{t('close')}</button>}
      </div>
    </div>
  );
}
