import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import { CAPTCHA_CODES } from '../../../contract/captcha';
import { useT } from '../../i18n';
import { checkMobile, checkSmsCode, hasErrors, required, type FieldError } from '../../auth/fieldRules';
import { submitLogin } from '../../auth/loginMachine';
import { readAutoLoginSwitch } from '../../auth/autoLoginSwitch';
import { readRememberedMeta } from '../../auth/rememberedStore';
import { state as auth } from '../../state/auth';
import { flag, merchantCode } from '../../state/merchant';
import { warmOnIntent } from '../../worker/warmOnIntent';
import { SocialButtons } from '../../social/SocialButtons';
import { showAlert } from '../../state/ui';
import { Button, Checkbox, Input } from '../../ui';
import { ImageCaptchaField } from './ImageCaptchaField';
import { LoginPrompt } from './LoginPrompt';
import { MobileCodeFields, type MobileValue } from './MobileCodeFields';
import { Tabs } from './Tabs';
import './auth.css';

type Method = 'username' | 'sms';
type Errors = { username: FieldError; password: FieldError; mobile: FieldError; code: FieldError; captcha: FieldError };
const NONE: Errors = { username: null, password: null, mobile: null, code: null, captcha: null };
/** Not asked (undefined), or the picture the login machine fetched (null when it failed to load). */
type CaptchaImage = string | null | undefined;
/** The server's picture-code refusals, shown under the code field in the player's language. */
const CAPTCHA_FIELD_ERRORS: Readonly<Record<string, FieldError>> = {
  [CAPTCHA_CODES.required]: 'captcha_image_required',
  [CAPTCHA_CODES.invalid]: 'captcha_image_wrong',
};

/** Login by username and password or by mobile number and SMS code (spec section 2), with remember and auto login. */
export function LoginForm({ go, onDone, onForgot, footer }: {
  go: string | null; onDone: (target: string) => void; onForgot?: () => void; footer?: ReactNode;
}) {
  const t = useT();
  const { loginPhase } = useSnapshot(auth);
  // Another merchant's remembered login is neither shown nor replayed.
  const remembered = useMemo(() => { const m = readRememberedMeta(); return m && m.merchant === merchantCode() ? m : null; }, []);
  const [method, setMethod] = useState<Method>(remembered?.type === 'sms' ? 'sms' : 'username');
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState<MobileValue>({ countryDialingCode: remembered?.countryDialingCode ?? '', mobileNum: remembered?.mobileNum ?? '', code: '' });
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<Errors>(NONE);
  const [captchaImage, setCaptchaImage] = useState<CaptchaImage>(undefined);
  const [captchaCode, setCaptchaCode] = useState('');
  const autoOffered = flag('MOBILEAUTOLOGIN3');
  const [autoLogin, setAutoLogin] = useState(readAutoLoginSwitch() !== '0');

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const asked = captchaImage !== undefined;
    const found: Errors = method === 'username'
      ? { ...NONE, username: required(username), password: password ? null : 'field_required', captcha: asked && !captchaCode ? 'captcha_image_required' : null }
      : { ...NONE, mobile: checkMobile(mobile.mobileNum), code: checkSmsCode(mobile.code) };
    setErrors(found);
    if (hasErrors(found)) return;
    const creds = method === 'username'
      ? { type: 'username' as const, username, password }
      : { type: 'sms' as const, countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum, code: mobile.code };
    const r = await submitLogin(creds, {
      go, remember: { save: remember, autoLogin: autoOffered && autoLogin }, ...(asked && method === 'username' ? { imageCaptcha: captchaCode } : {}),
    });
    // Each picture is good for one try: whatever the answer, the typed code is spent (a tap the guard ignored sent nothing).
    if (asked && r.status !== 'busy') setCaptchaCode('');
    if (r.status === 'success') {
      setCaptchaImage(undefined);
      onDone(r.target);
    } else if (r.status === 'captcha') {
      setCaptchaImage(r.image);
      // A refused picture code is the field's own error; any other refusal (a wrong password) is the server's notice.
      const fieldError = CAPTCHA_FIELD_ERRORS[r.code ?? ''];
      if (fieldError) setErrors({ ...found, captcha: fieldError });
      else if (r.message) showAlert(r.message, t('login_failed'));
    } else if (r.status === 'failure') setCaptchaImage(undefined);
  }

  const err = (k: keyof Errors): string | undefined => (errors[k] ? t(errors[k]) : undefined);
  const clear = (k: keyof Errors): void => { if (errors[k]) setErrors({ ...errors, [k]: null }); };
  const busy = loginPhase === 'processing';
  const usernamePanel = (
    <>
      <Input label={t('login_username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required maxLength={64}
        value={username} error={err('username')} onChange={(e) => { clear('username'); setUsername(e.target.value); }} />
      <Input label={t('login_password')} name="password" type="password" autoComplete="current-password" required maxLength={128}
        value={password} error={err('password')} onChange={(e) => { clear('password'); setPassword(e.target.value); }} />
      {captchaImage !== undefined && (
        <ImageCaptchaField image={captchaImage} value={captchaCode} error={err('captcha')} onChange={(v) => { clear('captcha'); setCaptchaCode(v); }} />
      )}
    </>
  );
  const smsPanel = (
    <MobileCodeFields value={mobile} errors={{ mobile: errors.mobile, code: errors.code }}
      onChange={(v) => { setErrors({ ...errors, mobile: null, code: null }); setMobile(v); }} />
  );
  return (
    <form onSubmit={(e) => void submit(e)} {...warmOnIntent} noValidate aria-busy={busy} data-testid="login-form" className="auth-form">
      <LoginPrompt />
      <Tabs<Method> label={t('login_methods')} current={method} onChange={setMethod}
        tabs={[{ key: 'username', text: t('login_tab_username') }, { key: 'sms', text: t('login_tab_sms') }]} />
      {method === 'username' ? usernamePanel : smsPanel}
      <div className="auth-row">
        <Checkbox label={t('login_remember')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {onForgot && <button type="button" className="auth-link" onClick={onForgot} data-testid="forgot-link">{t('login_forgot')}</button>}
      </div>
      {autoOffered && method === 'username' && remember && (
        <Checkbox label={t('login_auto')} checked={autoLogin} onChange={(e) => setAutoLogin(e.target.checked)} />
      )}
      {/* Never disabled: the re-entry guard, not the button, is what keeps a burst of taps to one request. */}
      <Button type="submit" variant="primary" block>{busy ? t('login_processing') : t('login_submit')}</Button>
      <SocialButtons mode="login" />
      {footer}
    </form>
  );
}
