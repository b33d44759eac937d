import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { checkMobile, type FieldError } from '../../auth/fieldRules';
import { requestSmsCode } from '../../auth/smsCode';
import { Button, Input } from '../../ui';
import { CountryCodeSelect } from './CountryCodeSelect';

export interface MobileValue { countryDialingCode: string; mobileNum: string; code: string }
export interface MobileErrors { mobile?: FieldError; code?: FieldError }

/** Dialing code, mobile number, the code field with its send button (and resend countdown); errors under each field. */
export function MobileCodeFields({ value, onChange, errors = {}, codeLabel }: {
  value: MobileValue; onChange: (v: MobileValue) => void; errors?: MobileErrors; codeLabel?: string;
}) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  const [mobileError, setMobileError] = useState<FieldError>(null);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function send() {
    const bad = checkMobile(value.mobileNum);
    setMobileError(bad);
    if (bad) return;
    setSending(true);
    try {
      const r = await requestSmsCode(value.countryDialingCode, value.mobileNum);
      if (!r.ok) return;
      setWait(r.resendAfterSeconds);
      // A development server reveals the code (no SMS gateway): the form fills it in, as the README says.
      if (r.devCode) onChange({ ...value, code: r.devCode });
    } finally {
      setSending(false);
    }
  }

  const mobileErr = mobileError ?? errors.mobile ?? null;
  return (
    <>
      <div className="mobile-row">
        <CountryCodeSelect value={value.countryDialingCode} onChange={(c) => onChange({ ...value, countryDialingCode: c })} />
        <Input
          label={t('login_mobile')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={15} required
          value={value.mobileNum} error={mobileErr ? t(mobileErr) : undefined}
          onChange={(e) => { setMobileError(null); onChange({ ...value, mobileNum: e.target.value.replace(/\D/g, '') }); }}
        />
      </div>
      <div className="code-row">
        <Input
          label={codeLabel ?? t('login_sms_code')} name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={8} required
          value={value.code} error={errors.code ? t(errors.code) : undefined} onChange={(e) => onChange({ ...value, code: e.target.value.trim() })}
        />
        <Button disabled={sending || wait > 0} loading={sending} onClick={() => void send()} data-testid="sms-send">
          {sending ? t('sms_sending') : wait > 0 ? t('sms_resend_in', { seconds: wait }) : t('sms_send')}
        </Button>
      </div>
      {wait > 0 && <p role="status" className="field-hint">{t('sms_sent')}</p>}
    </>
  );
}
