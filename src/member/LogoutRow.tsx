import { useState } from 'react';
import { useLocation } from 'wouter';
import { LogOut } from 'lucide-react';
import { Dialog } from '../ui';
import { useT } from '../i18n';
import { logout } from '../actions/logout';
import { showToast } from '../state/ui';

const NOTICE_MS = 4000;

/** Log out, after a confirmation; then home, with a "you have logged out" notice. */
export function LogoutRow() {
  const t = useT();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      setAsking(false);
    }
    navigate('~/m/home');
    showToast('logout_done', NOTICE_MS);
  };
  return (
    <>
      <button type="button" className="btn block logout-btn" onClick={() => setAsking(true)}>
        <LogOut size={18} aria-hidden="true" className="flip-rtl" /> {t('nav_logout')}
      </button>
      <Dialog open={asking} role="alertdialog" title={t('logout_confirm_title')} onClose={busy ? undefined : () => setAsking(false)}
        testId="logout-confirm" actions={(
          <>
            <button type="button" className="btn" data-autofocus onClick={() => setAsking(false)} disabled={busy}>{t('cancel')}</button>
            <button type="button" className="btn primary" onClick={() => void confirm()} disabled={busy}>{t('nav_logout')}</button>
          </>
        )}>
        <p>{t('logout_confirm_text')}</p>
      </Dialog>
    </>
  );
}
