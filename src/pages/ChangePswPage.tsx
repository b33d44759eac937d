import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useT, type MessageKey } from '../i18n';
import { changePassword } from '../api/auth';
import { checkConfirm, checkNewPassword, hasErrors, required, type FieldError } from '../auth/fieldRules';
import { clearForcedChange, state as session, updateSession } from '../state/session';
import { memberSessionReady } from '../auth/memberSession';
import { showAlert, showToast } from '../state/ui';
import { warmOnIntent } from '../worker/warmOnIntent';
import { Button, Input } from '../ui';
import '../components/auth/auth.css';

type Errors = { old: FieldError; next: FieldError; confirm: FieldError };
const NONE: Errors = { old: null, next: null, confirm: null };

/** Server refusals that belong to a field of this form. */
const BY_CODE: Readonly<Record<string, { field: keyof Errors; key: MessageKey }>> = {
  'member.password.old.wrong': { field: 'old', key: 'err_password_old_wrong' },
  'member.password.weak': { field: 'next', key: 'err_password_weak' },
  'member.password.not.allowed': { field: 'next', key: 'err_password_not_allowed' },
};

/** The forced password change of spec section 4 (first login, expired or default password). */
export default function ChangePswPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>(NONE);
  const inFlight = useRef(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    const f = new FormData(e.currentTarget);
    const oldPassword = String(f.get('oldPassword') ?? '');
    const newPassword = String(f.get('newPassword') ?? '');
    const found: Errors = {
      old: oldPassword ? null : required(oldPassword),
      next: checkNewPassword(newPassword) ?? (newPassword === oldPassword ? 'change_password_same' : null),
      confirm: checkConfirm(newPassword, String(f.get('confirmPassword') ?? '')),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const env = await changePassword({ oldPassword, newPassword });
      if (!env.success) {
        const hit = env.code ? BY_CODE[env.code] : undefined;
        return hit ? setErrors({ ...NONE, [hit.field]: hit.key }) : showAlert(env.message, t('change_password_failed'));
      }
      const wasHeld = session.mustChangePassword;
      updateSession({ firstTimeLogin: false });
      clearForcedChange();
      // A login held on the change gets now what every login gets (member info, the chat identity).
      if (wasHeld) memberSessionReady();
      showToast('change_password_done', 3000);
      navigate('~/m/home', { replace: true });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const err = (k: keyof Errors): string | undefined => (errors[k] ? t(errors[k]) : undefined);
  const clear = (k: keyof Errors) => (): void => { if (errors[k]) setErrors({ ...errors, [k]: null }); };
  return (
    <section className="pad form-page auth-page">
      <h1>{t('change_password_title')}</h1>
      <form onSubmit={(e) => void submit(e)} {...warmOnIntent} noValidate aria-busy={busy} className="auth-form">
        <p className="field-hint">{t('change_password_required')}</p>
        <Input label={t('change_password_old')} name="oldPassword" type="password" autoComplete="current-password" required maxLength={128}
          error={err('old')} onChange={clear('old')} />
        <Input label={t('change_password_new')} name="newPassword" type="password" autoComplete="new-password" required maxLength={128}
          hint={errors.next === 'rule_password' ? undefined : t('rule_password')} error={err('next')} onChange={clear('next')} />
        <Input label={t('change_password_confirm')} name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128}
          error={err('confirm')} onChange={clear('confirm')} />
        <Button type="submit" variant="primary" block disabled={busy}>{busy ? t('please_wait') : t('change_password_submit')}</Button>
      </form>
    </section>
  );
}
