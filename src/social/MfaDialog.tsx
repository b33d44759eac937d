/** The second-factor step of a social sign-in: pick a factor, (send the SMS,) enter the code. */
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { useT } from '../i18n';
import { cancelMfa, chooseFactor, sendSmsCode, state, submitMfaCode } from './mfa.ts';

export function MfaDialog() {
  const t = useT();
  const snap = useSnapshot(state);
  const titleId = useId();
  const codeId = useId();
  const [code, setCode] = useState('');
  const m = snap.mfa;
  if (!m) return null;
  const hint = m.hints.find((h) => h.uid === m.selected);
  const needsSms = hint?.factorId === 'phone' && !m.verificationId;
  const submit = (e: FormEvent) => { e.preventDefault(); void submitMfaCode(code); };
  return (
    <div className="backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog form-page" data-testid="social-mfa">
        <h2 id={titleId}>{t('mfa_title')}</h2>
        {m.hints.length > 1 && (
          <fieldset>
            <legend>{t('mfa_choose')}</legend>
            {m.hints.map((h) => (
              <label key={h.uid}>
                <input type="radio" name="factor" checked={h.uid === m.selected} onChange={() => chooseFactor(h.uid)} />
                {h.factorId === 'totp' ? t('mfa_totp_option', { name: h.displayName || 'TOTP' }) : t('mfa_sms_option', { phone: h.phoneNumber })}
              </label>
            ))}
          </fieldset>
        )}
        {needsSms && <button type="button" className="btn" disabled={m.busy} onClick={() => void sendSmsCode()}>{t('mfa_send_code')}</button>}
        {hint && !needsSms && (
          <form onSubmit={submit} noValidate>
            <label htmlFor={codeId}>{t('mfa_code')}</label>
            <input id={codeId} inputMode="numeric" autoComplete="one-time-code" maxLength={10} value={code} onChange={(e) => setCode(e.target.value)} />
            <button type="submit" className="btn primary" disabled={m.busy}>{t('mfa_submit')}</button>
          </form>
        )}
        {m.error && <p role="alert" className="form-error">{m.error}</p>}
        <div id="social-mfa-recaptcha" />
        <button type="button" className="btn" onClick={cancelMfa}>{t('cancel')}</button>
      </div>
    </div>
  );
}
