import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import { submitLogin } from '../../auth/loginMachine';
import { readAutoLoginSwitch } from '../../auth/autoLoginSwitch';
import { readRememberedMeta } from '../../auth/rememberedStore';
import { state as auth } from '../../state/auth';
import { flag, merchantCode } from '../../state/merchant';
import { showAlert } from '../../state/ui';
import { cryptoBridge } from '../../worker/cryptoBridge';
import { SocialButtons } from '../../social/SocialButtons';
import { MobileCodeFields, type MobileValue } from './MobileCodeFields';
import { Tabs } from './Tabs';

type Method = 'username' | 'sms';

/** Login by username and password or by mobile number and SMS code (spec section 2), with remember and auto login. */
export function LoginForm({ go, onDone, footer }: { go: string | null; onDone: (target: string) => void; footer?: ReactNode }) {
  const t = useT();
  const ids = { user: useId(), pass: useId(), remember: useId(), auto: useId() };
  const { loginPhase } = useSnapshot(auth);
  // Another merchant's remembered login is neither shown nor replayed.
  const remembered = useMemo(() => { const m = readRememberedMeta(); return m && m.merchant === merchantCode() ? m : null; }, []);
  const [method, setMethod] = useState<Method>(remembered?.type === 'sms' ? 'sms' : 'username');
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState<MobileValue>({ countryDialingCode: remembered?.countryDialingCode ?? '', mobileNum: remembered?.mobileNum ?? '', code: '' });
  const [remember, setRemember] = useState(remembered !== null);
  const autoOffered = flag('MOBILEAUTOLOGIN3');
  const [autoLogin, setAutoLogin] = useState(readAutoLoginSwitch() !== '0');
  // The encryption worker starts while the player types, so it is warm before they can press log in.
  useEffect(() => cryptoBridge.warm(), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (method === 'username' && (!username.trim() || !password)) return showAlert(t('login_required_fields'), t('login_failed'));
    if (method === 'sms' && (!mobile.mobileNum || !mobile.code)) return showAlert(t('login_sms_required_fields'), t('login_failed'));
    const creds = method === 'username'
      ? { type: 'username' as const, username, password }
      : { type: 'sms' as const, countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum, code: mobile.code };
    const r = await submitLogin(creds, { go, remember: { save: remember, autoLogin: autoOffered && autoLogin } });
    if (r.status === 'success') onDone(r.target);
  }

  const busy = loginPhase === 'processing';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} data-testid="login-form">
      <Tabs<Method>
        label={t('login_methods')} current={method} onChange={setMethod}
        tabs={[{ key: 'username', text: t('login_tab_username') }, { key: 'sms', text: t('login_tab_sms') }]}
      />
      {method === 'username' ? (
        <>
          <label htmlFor={ids.user}>{t('login_username')}</label>
          <input id={ids.user} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required maxLength={64}
            value={username} onChange={(e) => setUsername(e.target.value)} />
          <label htmlFor={ids.pass}>{t('login_password')}</label>
          <input id={ids.pass} name="password" type="password" autoComplete="current-password" required maxLength={128}
            value={password} onChange={(e) => setPassword(e.target.value)} />
        </>
      ) : <MobileCodeFields value={mobile} onChange={setMobile} />}
      <div>
        <input id={ids.remember} type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <label htmlFor={ids.remember}>{t('login_remember')}</label>
      </div>
      {autoOffered && method === 'username' && remember && (
        <div>
          <input id={ids.auto} type="checkbox" checked={autoLogin} onChange={(e) => setAutoLogin(e.target.checked)} />
          <label htmlFor={ids.auto}>{t('login_auto')}</label>
        </div>
      )}
      {/* Never disabled: the re-entry guard, not the button, is what keeps a burst of taps to one request. */}
      <button type="submit" className="btn primary">{busy ? t('login_processing') : t('login_submit')}</button>
      <SocialButtons mode="login" />
      {footer}
    </form>
  );
}
