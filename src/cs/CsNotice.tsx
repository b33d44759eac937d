import { useSnapshot } from '../lib/useSnapshot';
import { useT } from '../i18n';
import { dismissCsMessage, state } from '../state/cs';

/** No chat to open when the player asked for one, as a dismissible notice (a widget that failed to load is only logged). */
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
