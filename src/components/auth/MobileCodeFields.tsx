import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n';
import { requestSmsCode } from '../../auth/smsCode';
import { CountryCodeSelect } from './CountryCodeSelect';

export interface MobileValue { countryDialingCode: string; mobileNum: string; code: string }

/** Dialing code, mobile number, the send-code button (with its resend countdown) and the code field. */
export function MobileCodeFields({ value, onChange }: { value: MobileValue; onChange: (v: MobileValue) => void }) {
  const t = useT();
  const mobileId = useId();
  const codeId = useId();
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function send() {
    setSending(true);
    try {
      const r = await requestSmsCode(value.countryDialingCode, value.mobileNum);
      if (r.ok) setWait(r.resendAfterSeconds);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <CountryCodeSelect value={value.countryDialingCode} onChange={(c) => onChange({ ...value, countryDialingCode: c })} />
      <label htmlFor={mobileId}>{t('login_mobile')}</label>
      <input
        id={mobileId} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={15} required
        value={value.mobileNum} onChange={(e) => onChange({ ...value, mobileNum: e.target.value.replace(/\D/g, '') })}
      />
      <button type="button" className="btn" disabled={sending || wait > 0} onClick={() => void send()}>
        {sending ? t('sms_sending') : wait > 0 ? t('sms_resend_in', { seconds: wait }) : t('sms_send')}
      </button>
      {wait > 0 && <p role="status">{t('sms_sent')}</p>}
      <label htmlFor={codeId}>{t('login_sms_code')}</label>
      <input
        id={codeId} name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={8} required
        value={value.code} onChange={(e) => onChange({ ...value, code: e.target.value.trim() })}
      />
    </>
  );
}
