import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import { submitRegister } from '../../auth/registerMachine';
import type { RegisterForm as RegisterInput } from '../../auth/registerPayload';
import { state as auth } from '../../state/auth';
import { flag, state as merchant } from '../../state/merchant';
import { showAlert } from '../../state/ui';
import { cryptoBridge } from '../../worker/cryptoBridge';
import { SocialButtons } from '../../social/SocialButtons';
import { MobileCodeFields, type MobileValue } from './MobileCodeFields';
import { Tabs } from './Tabs';

type Method = 'username' | 'mobile';

/** Methods offered: REG3 (username) and MOBILENUMREG3 (mobile); a merchant with neither still gets username. */
function offered(): Method[] {
  const list: Method[] = [];
  if (flag('REG3')) list.push('username');
  if (flag('MOBILENUMREG3')) list.push('mobile');
  return list.length ? list : ['username'];
}

/** Registration by username or by mobile number (spec section 2). */
export function RegisterForm({ go, onDone, footer }: { go: string | null; onDone: (target: string) => void; footer?: ReactNode }) {
  const t = useT();
  const ids = { user: useId(), pass: useId(), confirm: useId() };
  const { registerPhase } = useSnapshot(auth);
  const { status } = useSnapshot(merchant);
  const methods = offered();
  const [method, setMethod] = useState<Method>(methods[0] ?? 'username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mobile, setMobile] = useState<MobileValue>({ countryDialingCode: '', mobileNum: '', code: '' });
  const needsPassword = method === 'username' || status?.register.passwordRequired === true;
  useEffect(() => cryptoBridge.warm(), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const missing = method === 'username' ? !username.trim() : !mobile.mobileNum || !mobile.code;
    if (missing || (needsPassword && !password)) return showAlert(t('register_required_fields'), t('register_failed'));
    if (needsPassword && password !== confirm) return showAlert(t('register_password_mismatch'), t('register_failed'));
    const form: RegisterInput = method === 'username'
      ? { kind: 'username', username, password }
      : { kind: 'mobile', countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum, smsCode: mobile.code, ...(needsPassword ? { password } : {}) };
    const r = await submitRegister(form, { go });
    if (r.status === 'success' && r.target) onDone(r.target);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={registerPhase === 'processing'} data-testid="register-form">
      <Tabs<Method>
        label={t('register_methods')} current={method} onChange={setMethod}
        tabs={methods.map((m) => ({ key: m, text: t(m === 'username' ? 'register_tab_username' : 'register_tab_mobile') }))}
      />
      {method === 'username' ? (
        <>
          <label htmlFor={ids.user}>{t('register_username')}</label>
          <input id={ids.user} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required maxLength={64}
            value={username} onChange={(e) => setUsername(e.target.value)} />
        </>
      ) : <MobileCodeFields value={mobile} onChange={setMobile} />}
      {needsPassword && (
        <>
          <label htmlFor={ids.pass}>{t('register_password')}</label>
          <input id={ids.pass} name="password" type="password" autoComplete="new-password" required maxLength={128}
            value={password} onChange={(e) => setPassword(e.target.value)} />
          <label htmlFor={ids.confirm}>{t('register_confirm_password')}</label>
          <input id={ids.confirm} name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128}
            value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </>
      )}
      <button type="submit" className="btn primary">{registerPhase === 'processing' ? t('register_processing') : t('register_submit')}</button>
      <SocialButtons mode="register" />
      {footer}
    </form>
  );
}
