import { useSnapshot } from '../lib/useSnapshot';
import { useLocation } from 'wouter';
import { dismissAlert, dismissPleaseLogin, state as ui } from '../state/ui';
import { useT } from '../i18n';
import { Dialog } from './Dialog';

/** /m/login with a go back to the current page (the guard may already have put us on login with one). */
function loginReturningHere(): string {
  if (location.pathname === '/m/login') return `/m/login${location.search}`;
  return `/m/login?go=${encodeURIComponent(location.pathname + location.search)}`;
}

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
            navigate(`~${loginReturningHere()}`);
          }}
        >
          {t('please_login_msg')}
        </Dialog>
      )}
    </>
  );
}
