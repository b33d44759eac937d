import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n';
import { safeGo } from '../lib/safeGo';
import { AppLink } from '../components/AppLink';
import { ForgotPasswordForm } from '../components/auth/ForgotPasswordForm';
import { LoginForm } from '../components/auth/LoginForm';

/** Standalone login page (spec section 2), used where the modal is not: the go target comes from the query. */
export default function LoginPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const [forgot, setForgot] = useState(false);
  const go = new URLSearchParams(useSearch()).get('go');
  // The go target survives a detour to registration (and back); a refused one is not passed on.
  const kept = safeGo(go, location.origin);
  return (
    <section className="pad form-page auth-page">
      <h1>{t(forgot ? 'forgot_title' : 'login_title')}</h1>
      {forgot ? <ForgotPasswordForm onDone={() => setForgot(false)} onBack={() => setForgot(false)} /> : (
        <LoginForm
          go={go} onDone={(target) => navigate(`~${target}`, { replace: true })} onForgot={() => setForgot(true)}
          footer={<p className="auth-footer">{t('login_no_account')} <AppLink to={kept ? `/register?go=${encodeURIComponent(kept)}` : '/register'}>{t('nav_register')}</AppLink></p>}
        />
      )}
    </section>
  );
}
