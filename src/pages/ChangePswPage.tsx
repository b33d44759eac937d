import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n';
import { changePassword } from '../api/auth';
import { clearForcedChange, updateSession } from '../state/session';
import { showAlert, showToast } from '../state/ui';
import { cryptoBridge } from '../worker/cryptoBridge';

/** The forced password change of spec section 4 (first login, expired or default password). */
export default function ChangePswPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const ids = { old: useId(), next: useId(), confirm: useId() };
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  useEffect(() => cryptoBridge.warm(), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    const f = new FormData(e.currentTarget);
    const oldPassword = String(f.get('oldPassword') ?? '');
    const newPassword = String(f.get('newPassword') ?? '');
    if (!oldPassword || !newPassword) return showAlert(t('register_required_fields'), t('change_password_failed'));
    if (newPassword !== String(f.get('confirmPassword') ?? '')) return showAlert(t('change_password_mismatch'), t('change_password_failed'));
    if (newPassword === oldPassword) return showAlert(t('change_password_same'), t('change_password_failed'));
    inFlight.current = true;
    setBusy(true);
    try {
      const env = await changePassword({ oldPassword, newPassword });
      if (!env.success) return showAlert(env.message, t('change_password_failed'));
      updateSession({ firstTimeLogin: false });
      clearForcedChange();
      showToast('change_password_done', 3000);
      navigate('~/m/home', { replace: true });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <section className="pad form-page">
      <h1>{t('change_password_title')}</h1>
      <p>{t('change_password_required')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <label htmlFor={ids.old}>{t('change_password_old')}</label>
        <input id={ids.old} name="oldPassword" type="password" autoComplete="current-password" required maxLength={128} />
        <label htmlFor={ids.next}>{t('change_password_new')}</label>
        <input id={ids.next} name="newPassword" type="password" autoComplete="new-password" required maxLength={128} />
        <label htmlFor={ids.confirm}>{t('change_password_confirm')}</label>
        <input id={ids.confirm} name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128} />
        <button type="submit" className="btn primary" disabled={busy}>{busy ? t('please_wait') : t('change_password_submit')}</button>
      </form>
    </section>
  );
}
