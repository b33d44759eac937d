import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n';
import { safeGo } from '../lib/safeGo';
import { AppLink } from '../components/AppLink';
import { LoginForm } from '../components/auth/LoginForm';

/** Standalone login page (spec section 2): the go target comes from the query. */
export default function LoginPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  // The go target survives a detour to registration (and back); a refused one is not passed on.
  const kept = safeGo(go, location.origin);
  return (
    <section className="pad form-page">
      <h1>{t('login_title')}</h1>
      <LoginForm
        go={go} onDone={(target) => navigate(`~${target}`, { replace: true })}
        footer={<p>{t('login_no_account')} <AppLink to={kept ? `/register?go=${encodeURIComponent(kept)}` : '/register'}>{t('nav_register')}</AppLink></p>}
      />
    </section>
  );
}
