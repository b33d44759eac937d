import { useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from '../../lib/useSnapshot';
import { useT } from '../../i18n';
import { closeLogin, openRegister, state as auth } from '../../state/auth';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { Modal } from './Modal';

/** The login modal, with "forgot password" inside it; completeLogin closes it on success. */
export function LoginModal() {
  const t = useT();
  const [, navigate] = useLocation();
  const snap = useSnapshot(auth);
  const [forgot, setForgot] = useState(false);
  // null means the page's own go (state/auth), which the switch to the other dialog keeps too.
  const go = snap.go ?? new URLSearchParams(location.search).get('go');
  return (
    <Modal title={t(forgot ? 'forgot_title' : 'login_title')} onClose={closeLogin} testId="login-modal">
      {forgot ? <ForgotPasswordForm onDone={() => setForgot(false)} onBack={() => setForgot(false)} /> : (
        <LoginForm
          go={go} onDone={(target) => navigate(`~${target}`, { replace: true })} onForgot={() => setForgot(true)}
          footer={<p className="auth-footer">{t('login_no_account')} <button type="button" className="auth-link" onClick={() => openRegister(go)}>{t('nav_register')}</button></p>}
        />
      )}
    </Modal>
  );
}
