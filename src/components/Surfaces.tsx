import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { dismissAlert, dismissPleaseLogin, state as ui } from '../state/ui';
import { useT } from '../i18n';
import { Dialog } from './Dialog';

/** The app-wide toast, alert dialogs and the 'please login' notice (spec section 8). */
export function Surfaces() {
  const t = useT();
  const snap = useSnapshot(ui);
  const [, navigate] = useLocation();
  const alert = snap.alerts[0];
  return (
    <>
      {snap.toast && <div className="toast" role="status" data-testid="toast">{t(snap.toast)}</div>}
      {alert && (
        <Dialog title={alert.title ?? t('app_name')} onConfirm={() => dismissAlert(alert.id)} confirmText={t('ok')} testId="alert">
          {alert.message ?? t('unknown_error')}
        </Dialog>
      )}
      {snap.pleaseLogin && (
        <Dialog
          title={t('please_login_title')}
          confirmText={t('ok')}
          testId="please-login"
          onConfirm={() => {
            dismissPleaseLogin();
            navigate('~/m/login');
          }}
        >
          {t('please_login_msg')}
        </Dialog>
      )}
    </>
  );
}
