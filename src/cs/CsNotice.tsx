import { useSnapshot } from 'valtio';
import { useT } from '../i18n';
import { dismissCsMessage, state } from '../state/cs';

/** A customer-service problem (a widget that did not load, no chat to open) as a dismissible notice. */
export function CsNotice() {
  const t = useT();
  const { message } = useSnapshot(state);
  if (!message) return null;
  return (
    <div className="toast" role="status" data-testid="cs-notice">
      {t(message)} <button type="button" className="btn" onClick={dismissCsMessage}>{t('close')}</button>
    </div>
  );
}
