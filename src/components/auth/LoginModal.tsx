import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import { closeLogin, openRegister, state as auth } from '../../state/auth';
import { LoginForm } from './LoginForm';
import { Modal } from './Modal';

/** The login modal; completeLogin closes it on success. */
export function LoginModal() {
  const t = useT();
  const [, navigate] = useLocation();
  const snap = useSnapshot(auth);
  // null means the page's own go (state/auth), which the switch to the other dialog keeps too.
  const go = snap.go ?? new URLSearchParams(location.search).get('go');
  return (
    <Modal title={t('login_title')} onClose={closeLogin} testId="login-modal">
      <LoginForm
        go={go} onDone={(target) => navigate(`~${target}`, { replace: true })}
        footer={<p>{t('login_no_account')} <button type="button" className="btn" onClick={() => openRegister(go)}>{t('nav_register')}</button></p>}
      />
    </Modal>
  );
}
