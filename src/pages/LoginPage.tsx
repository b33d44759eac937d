import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { REENTRY_GUARD_MS } from '../../contract/constants';
import { useT } from '../i18n';
import { loginWithPassword } from '../actions/login';
import { showAlert } from '../state/ui';
import { AppLink } from '../components/AppLink';
import { cryptoBridge } from '../worker/cryptoBridge';

/** Standalone login page: username and password (other methods arrive with the authentication work). */
export default function LoginPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const userId = useId();
  const passId = useId();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // The encryption worker starts while the player types, so it is warm before they can press log in.
  useEffect(() => cryptoBridge.warm(), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    const form = new FormData(e.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      showAlert(t('login_required_fields'), t('login_failed'));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const go = new URLSearchParams(location.search).get('go');
      const result = await loginWithPassword(username, password, go);
      if (result.ok) navigate(`~${result.target}`, { replace: true });
      else showAlert(result.message, t('login_failed'));
    } finally {
      setBusy(false);
      // Re-entry stays blocked for a short cool-down after the answer (spec section 4).
      setTimeout(() => { inFlight.current = false; }, REENTRY_GUARD_MS);
    }
  }

  return (
    <section className="pad form-page">
      <h1>{t('login_title')}</h1>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={userId}>{t('login_username')}</label>
        <input id={userId} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required maxLength={64} />
        <label htmlFor={passId}>{t('login_password')}</label>
        <input id={passId} name="password" type="password" autoComplete="current-password" required maxLength={128} />
        <button type="submit" className="btn primary" disabled={busy}>{busy ? t('login_processing') : t('login_submit')}</button>
      </form>
      <p>{t('login_no_account')} <AppLink to="/register">{t('nav_register')}</AppLink></p>
    </section>
  );
}
