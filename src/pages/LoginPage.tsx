import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n';
import { AppLink } from '../components/AppLink';
import { LoginForm } from '../components/auth/LoginForm';

/** Standalone login page (spec section 2): the go target comes from the query. */
export default function LoginPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  return (
    <section className="pad form-page">
      <h1>{t('login_title')}</h1>
      <LoginForm
        go={go} onDone={(target) => navigate(`~${target}`, { replace: true })}
        footer={<p>{t('login_no_account')} <AppLink to="/register">{t('nav_register')}</AppLink></p>}
      />
    </section>
  );
}
