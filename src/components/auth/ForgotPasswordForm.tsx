import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { fieldForCode } from '../../auth/fieldErrors';
import { checkConfirm, checkMobile, checkNewPassword, checkSmsCode, hasErrors, type FieldError } from '../../auth/fieldRules';
import { requestResetMail, resetPassword } from '../../auth/passwordReset';
import { showAlert, showToast } from '../../state/ui';
import { warmOnIntent } from '../../worker/warmOnIntent';
import { Button, Input } from '../../ui';
import { checkEmail, checkMailCode, EmailCodeFields, type EmailValue } from './EmailCodeFields';
import { MobileCodeFields, type MobileValue } from './MobileCodeFields';
import { Tabs } from './Tabs';
import './auth.css';

type Method = 'phone' | 'email';
type Errors = { mobile: FieldError; email: FieldError; code: FieldError; password: FieldError; confirm: FieldError };
const NONE: Errors = { mobile: null, email: null, code: null, password: null, confirm: null };
const MAIL_CODE_INVALID = 'mail.code.invalid';

/** "Forgot password": a code texted to the account's mobile number or mailed to its address, then the new password (rules shown up front). */
export function ForgotPasswordForm({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const t = useT();
  const [method, setMethod] = useState<Method>('phone');
  const [mobile, setMobile] = useState<MobileValue>({ countryDialingCode: '', mobileNum: '', code: '' });
  const [mail, setMail] = useState<EmailValue>({ email: '', code: '' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>(NONE);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const byPhone = method === 'phone';
    const found: Errors = {
      mobile: byPhone ? checkMobile(mobile.mobileNum) : null, email: byPhone ? null : checkEmail(mail.email),
      code: byPhone ? checkSmsCode(mobile.code) : checkMailCode(mail.code),
      password: checkNewPassword(password), confirm: checkConfirm(password, confirm),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const env = await resetPassword(byPhone ? { ...mobile, newPassword: password } : { email: mail.email, code: mail.code, newPassword: password });
      if (env.success) {
        showToast('forgot_done', 4000);
        onDone();
        return;
      }
      // Field refusals of the email method: the mailed code, or a mailbox without an account (told only after the right code).
      const f = byPhone || env.code !== 'not.exists.user' ? fieldForCode(env.code) : null;
      if (!byPhone && env.code === MAIL_CODE_INVALID) setErrors({ ...NONE, code: 'err_mail_code_invalid' });
      else if (f) setErrors({ ...NONE, [f.field]: f.key });
      else showAlert(env.message, t('forgot_failed'));
    } finally {
      setBusy(false);
    }
  }

  const err = (k: keyof Errors): string | undefined => (errors[k] ? t(errors[k]) : undefined);
  const clear = (...ks: (keyof Errors)[]): void => { if (ks.some((k) => errors[k])) setErrors({ ...errors, ...Object.fromEntries(ks.map((k) => [k, null])) }); };
  return (
    <form onSubmit={(e) => void submit(e)} {...warmOnIntent} noValidate aria-busy={busy} data-testid="forgot-form" className="auth-form">
      <Tabs<Method> label={t('forgot_methods')} current={method} onChange={(m) => { setErrors(NONE); setMethod(m); }}
        tabs={[{ key: 'phone', text: t('register_tab_mobile') }, { key: 'email', text: t('register_tab_email') }]} />
      <p className="field-hint">{t(method === 'phone' ? 'forgot_intro' : 'forgot_intro_email')}</p>
      {method === 'phone'
        ? <MobileCodeFields value={mobile} errors={{ mobile: errors.mobile, code: errors.code }} onChange={(v) => { clear('mobile', 'code'); setMobile(v); }} />
        : <EmailCodeFields value={mail} send={requestResetMail} errors={{ email: errors.email, code: errors.code }} onChange={(v) => { clear('email', 'code'); setMail(v); }} />}
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
