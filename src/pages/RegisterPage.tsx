import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n';
import { safeGo } from '../lib/safeGo';
import { AppLink } from '../components/AppLink';
import { RegisterForm } from '../components/auth/RegisterForm';

/** Standalone register page, /m/register and /m/register.html (spec section 2), used where the modal is not. */
export default function RegisterPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  // The go target survives a detour to the login page (and back); a refused one is not passed on.
  const kept = safeGo(go, location.origin);
  return (
    <section className="pad form-page auth-page">
      <h1>{t('register_title')}</h1>
      <RegisterForm
        go={go} onDone={(target) => navigate(`~${target}`, { replace: true })}
        footer={<p className="auth-footer">{t('register_have_account')} <AppLink to={kept ? `/login?go=${encodeURIComponent(kept)}` : '/login'}>{t('nav_login')}</AppLink></p>}
      />
    </section>
  );
}
