import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import { useT } from '../../i18n';
import { fieldForCode } from '../../auth/fieldErrors';
import { checkConfirm, checkMobile, checkNewPassword, checkSmsCode, checkUsername, hasErrors, type FieldError } from '../../auth/fieldRules';
import { readConsent } from '../../auth/registerConsent';
import { submitRegister } from '../../auth/registerMachine';
import type { RegisterForm as RegisterInput } from '../../auth/registerPayload';
import { state as auth } from '../../state/auth';
import { flag, state as merchant } from '../../state/merchant';
import { warmOnIntent } from '../../worker/warmOnIntent';
import { SocialButtons } from '../../social/SocialButtons';
import { Button, Checkbox, Input } from '../../ui';
import { checkEmail, checkMailCode, EmailCodeFields, type EmailValue } from './EmailCodeFields';
import { MobileCodeFields, type MobileValue } from './MobileCodeFields';
import { checkUsernameAvailable, sendMailRegisterCode, verifyMailRegisterCode, type UsernameState } from './registerChecks';
import { Tabs } from './Tabs';
import './auth.css';

type Method = 'username' | 'mobile' | 'email';
type Errors = { username: FieldError; password: FieldError; confirm: FieldError; mobile: FieldError; email: FieldError; code: FieldError; terms: FieldError; age: FieldError };
const NONE: Errors = { username: null, password: null, confirm: null, mobile: null, email: null, code: null, terms: null, age: null };
const TAB_TEXT = { username: 'register_tab_username', mobile: 'register_tab_mobile', email: 'register_tab_email' } as const;
/** Refusals of the email method that belong under its fields. */
const MAIL_FIELD_CODES: Readonly<Record<string, { field: 'email' | 'code'; key: NonNullable<FieldError> }>> = {
  'mail.code.invalid': { field: 'code', key: 'err_mail_code_invalid' },
  'register.email.exists': { field: 'email', key: 'err_email_taken' },
};

/** Email registration is the whitelabel flag MAILREG3 (Tessera's choice; production's flag was not seen). */
const mailRegisterOn = (whitelabel: object | undefined): boolean => (whitelabel as Record<string, unknown> | undefined)?.MAILREG3 === true;

/** Methods offered: REG3 (username), MOBILENUMREG3 (mobile) and MAILREG3 (email); a merchant with none still gets username. */
function offered(whitelabel: object | undefined): Method[] {
  const list: Method[] = [];
  if (flag('REG3')) list.push('username');
  if (flag('MOBILENUMREG3')) list.push('mobile');
  if (mailRegisterOn(whitelabel)) list.push('email');
  return list.length ? list : ['username'];
}

/** Registration by username or by mobile number (spec section 2); the rules show under the fields before typing. */
export function RegisterForm({ go, onDone, footer }: { go: string | null; onDone: (target: string) => void; footer?: ReactNode }) {
  const t = useT();
  const { registerPhase } = useSnapshot(auth);
  const { status } = useSnapshot(merchant);
  const methods = offered(status?.whitelabelVal);
  const consent = readConsent(status?.register);
  const [method, setMethod] = useState<Method>(methods[0] ?? 'username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mobile, setMobile] = useState<MobileValue>({ countryDialingCode: '', mobileNum: '', code: '' });
  const [mail, setMail] = useState<EmailValue>({ email: '', code: '' });
  const [nameState, setNameState] = useState<{ name: string; state: UsernameState } | null>(null);
  const latestName = useRef('');
  const [terms, setTerms] = useState(false);
  const [age, setAge] = useState(false);
  const [errors, setErrors] = useState<Errors>(NONE);
  const needsPassword = method !== 'mobile' || status?.register.passwordRequired === true;
  const taken = method === 'username' && nameState?.state === 'taken' && nameState.name === username.trim();

  // On leaving the field, a well-formed name is checked (A22); an answer for a name since changed is dropped.
  async function checkName() {
    const name = username.trim();
    latestName.current = name;
    if (checkUsername(name) !== null || nameState?.name === name) return;
    const state = await checkUsernameAvailable(name);
    if (latestName.current === name) setNameState({ name, state });
  }

  function validate(): Errors {
    return {
      username: method === 'username' ? checkUsername(username) ?? (taken ? 'err_username_taken' : null) : null,
      password: needsPassword ? checkNewPassword(password) : null,
      confirm: needsPassword ? checkConfirm(password, confirm) : null,
      mobile: method === 'mobile' ? checkMobile(mobile.mobileNum) : null,
      email: method === 'email' ? checkEmail(mail.email) : null,
      code: method === 'mobile' ? checkSmsCode(mobile.code) : method === 'email' ? checkMailCode(mail.code) : null,
      terms: consent?.terms && !terms ? 'field_terms_required' : null,
      age: consent?.minAge && !age ? 'field_age_required' : null,
    };
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (hasErrors(found)) return;
    if (method === 'email') {
      // A17 first: a wrong code is told under its field without a registration attempt.
      const v = await verifyMailRegisterCode(mail.email, mail.code);
      if (!v.ok) {
        setErrors({ ...NONE, code: 'err_mail_code_invalid' });
        return;
      }
    }
    const form: RegisterInput = method === 'username'
      ? { kind: 'username', username, password }
      : method === 'email'
        ? { kind: 'email', email: mail.email.trim(), verificationCode: mail.code, password }
        : { kind: 'mobile', countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum, smsCode: mobile.code, ...(needsPassword ? { password } : {}) };
    if (consent) form.consent = { termsAccepted: consent.terms && terms, ageConfirmed: consent.minAge !== null && age };
    const r = await submitRegister(form, { go, inlineFieldErrors: true });
    if (r.status === 'success' && r.target) onDone(r.target);
    if (r.status !== 'failure') return;
    // A refusal that names a field lands under it, in the player's language.
    const m = r.code ? MAIL_FIELD_CODES[r.code] : undefined;
    const f = fieldForCode(r.code);
    if (m) setErrors({ ...NONE, [m.field]: m.key });
    else if (f) setErrors({ ...NONE, [f.field === 'code' ? 'code' : f.field]: f.key });
  }

  const err = (k: keyof Errors): string | undefined => (errors[k] ? t(errors[k]) : undefined);
  const clear = (...ks: (keyof Errors)[]): void => { if (ks.some((k) => errors[k])) setErrors({ ...errors, ...Object.fromEntries(ks.map((k) => [k, null])) }); };
  // The rule stays on screen from the start; once broken it turns into the field's error instead.
  const rule = (k: keyof Errors, key: 'rule_username' | 'rule_password'): string | undefined => (errors[k] === key ? undefined : t(key));
  return (
    <form onSubmit={(e) => void submit(e)} {...warmOnIntent} noValidate aria-busy={registerPhase === 'processing'} data-testid="register-form" className="auth-form">
      <Tabs<Method>
        label={t('register_methods')} current={method} onChange={(m) => { setErrors(NONE); setMethod(m); }}
        tabs={methods.map((m) => ({ key: m, text: t(TAB_TEXT[m]) }))}
      />
      {method === 'username' && (
        <Input label={t('register_username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required maxLength={64}
          hint={nameState?.state === 'free' && nameState.name === username.trim() ? t('username_free') : rule('username', 'rule_username')}
          error={err('username') ?? (taken ? t('err_username_taken') : undefined)} value={username}
          onBlur={() => void checkName()} onChange={(e) => { clear('username'); setUsername(e.target.value); }} />
      )}
      {method === 'mobile' && (
        <MobileCodeFields value={mobile} errors={{ mobile: errors.mobile, code: errors.code }}
          onChange={(v) => { clear('mobile', 'code'); setMobile(v); }} />
      )}
      {method === 'email' && (
        <EmailCodeFields value={mail} send={sendMailRegisterCode} errors={{ email: errors.email, code: errors.code }}
          onChange={(v) => { clear('email', 'code'); setMail(v); }} />
      )}
      {needsPassword && (
        <>
          <Input label={t('register_password')} name="password" type="password" autoComplete="new-password" required maxLength={128}
            hint={rule('password', 'rule_password')} error={err('password')} value={password}
            onChange={(e) => { clear('password'); setPassword(e.target.value); }} />
          <Input label={t('register_confirm_password')} name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128}
            error={err('confirm')} value={confirm} onChange={(e) => { clear('confirm'); setConfirm(e.target.value); }} />
        </>
      )}
      {consent && (
        <div className="auth-checks" data-testid="register-consent">
          {consent.terms && (
            <>
              <Checkbox name="terms" label={t('register_terms_agree')} checked={terms} aria-invalid={errors.terms ? true : undefined}
                onChange={(e) => { clear('terms'); setTerms(e.target.checked); }} />
              {consent.termsUrl && <a className="auth-link" href={consent.termsUrl} target="_blank" rel="noopener">{t('register_terms_read')}</a>}
              {errors.terms && <small className="field-error" role="alert">{t(errors.terms)}</small>}
            </>
          )}
          {consent.minAge !== null && (
            <>
              <Checkbox name="age" label={t('register_age_confirm', { age: consent.minAge })} checked={age} aria-invalid={errors.age ? true : undefined}
                onChange={(e) => { clear('age'); setAge(e.target.checked); }} />
              {errors.age && <small className="field-error" role="alert">{t(errors.age)}</small>}
            </>
          )}
        </div>
      )}
      <Button type="submit" variant="primary" block>{registerPhase === 'processing' ? t('register_processing') : t('register_submit')}</Button>
      <SocialButtons mode="register" />
      {footer}
    </form>
  );
}
