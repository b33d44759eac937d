import { useLocation } from 'wouter';
import { useSnapshot } from '../../lib/useSnapshot';
import { useT } from '../../i18n';
import { closeRegister, openLogin, state as auth } from '../../state/auth';
import { Modal } from './Modal';
import { RegisterForm } from './RegisterForm';

/** The register modal; a successful registration closes it and goes home or to the go target. */
export function RegisterModal() {
  const t = useT();
  const [, navigate] = useLocation();
  const snap = useSnapshot(auth);
  // null means the page's own go (state/auth), which the switch to the other dialog keeps too.
  const go = snap.go ?? new URLSearchParams(location.search).get('go');
  return (
    <Modal title={t('register_title')} onClose={closeRegister} testId="register-modal">
      <RegisterForm
        go={go} onDone={(target) => navigate(`~${target}`, { replace: true })}
        footer={<p className="auth-footer">{t('register_have_account')} <button type="button" className="auth-link" onClick={() => openLogin(go)}>{t('nav_login')}</button></p>}
      />
    </Modal>
  );
}
