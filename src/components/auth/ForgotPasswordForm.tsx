import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { fieldForCode } from '../../auth/fieldErrors';
import { checkConfirm, checkMobile, checkNewPassword, checkSmsCode, hasErrors, type FieldError } from '../../auth/fieldRules';
import { resetPassword } from '../../auth/passwordReset';
import { showAlert, showToast } from '../../state/ui';
import { cryptoBridge } from '../../worker/cryptoBridge';
import { Button, Input } from '../../ui';
import { MobileCodeFields, type MobileValue } from './MobileCodeFields';
import './auth.css';

type Errors = { mobile: FieldError; code: FieldError; password: FieldError; confirm: FieldError };
const NONE: Errors = { mobile: null, code: null, password: null, confirm: null };

/** "Forgot password": a code texted to the account's mobile number, then the new password (rules shown up front). */
export function ForgotPasswordForm({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const t = useT();
  const [mobile, setMobile] = useState<MobileValue>({ countryDialingCode: '', mobileNum: '', code: '' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>(NONE);
  const [busy, setBusy] = useState(false);
  useEffect(() => cryptoBridge.warm(), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const found: Errors = {
      mobile: checkMobile(mobile.mobileNum), code: checkSmsCode(mobile.code),
      password: checkNewPassword(password), confirm: checkConfirm(password, confirm),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const env = await resetPassword({ ...mobile, newPassword: password });
      if (env.success) {
        showToast('forgot_done', 4000);
        onDone();
        return;
      }
      const f = fieldForCode(env.code);
      if (f) setErrors({ ...NONE, [f.field]: f.key });
      else showAlert(env.message, t('forgot_failed'));
    } finally {
      setBusy(false);
    }
  }

  const err = (k: keyof Errors): string | undefined => (errors[k] ? t(errors[k]) : undefined);
  const clear = (...ks: (keyof Errors)[]): void => { if (ks.some((k) => errors[k])) setErrors({ ...errors, ...Object.fromEntries(ks.map((k) => [k, null])) }); };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} data-testid="forgot-form" className="auth-form">
      <p className="field-hint">{t('forgot_intro')}</p>
      <MobileCodeFields value={mobile} errors={{ mobile: errors.mobile, code: errors.code }} onChange={(v) => { clear('mobile', 'code'); setMobile(v); }} />
      <Input label={t('forgot_new_password')} name="newPassword" type="password" autoComplete="new-password" required maxLength={128}
        hint={errors.password === 'rule_password' ? undefined : t('rule_password')} error={err('password')} value={password}
        onChange={(e) => { clear('password'); setPassword(e.target.value); }} />
      <Input label={t('change_password_confirm')} name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128}
        error={err('confirm')} value={confirm} onChange={(e) => { clear('confirm'); setConfirm(e.target.value); }} />
      <Button type="submit" variant="primary" block loading={busy}>{t('forgot_title')}</Button>
      <p className="auth-footer"><button type="button" className="auth-link" onClick={onBack}>{t('forgot_back')}</button></p>
    </form>
  );
}
