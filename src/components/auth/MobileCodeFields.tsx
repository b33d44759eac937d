import { useT } from '../../i18n';
import { checkMobile, type FieldError } from '../../auth/fieldRules';
import { requestSmsCode } from '../../auth/smsCode';
import { Input } from '../../ui';
import { CodeRow } from './CodeRow';
import { CountryCodeSelect } from './CountryCodeSelect';
import { useCodeSender } from './useCodeSender';

export interface MobileValue { countryDialingCode: string; mobileNum: string; code: string }
export interface MobileErrors { mobile?: FieldError; code?: FieldError }

/** Dialing code, mobile number, the code field with its send button (and resend countdown); errors under each field. */
export function MobileCodeFields({ value, onChange, errors = {}, codeLabel }: {
  value: MobileValue; onChange: (v: MobileValue) => void; errors?: MobileErrors; codeLabel?: string;
}) {
  const t = useT();
  // A development server reveals the code (no SMS gateway): the form fills it in, as the README says.
  const sender = useCodeSender(() => checkMobile(value.mobileNum), () => requestSmsCode(value.countryDialingCode, value.mobileNum),
    (code) => onChange({ ...value, code }));

  const mobileErr = sender.targetError ?? errors.mobile ?? null;
  return (
    <>
      <div className="mobile-row">
        <CountryCodeSelect value={value.countryDialingCode} onChange={(c) => onChange({ ...value, countryDialingCode: c })} />
        <Input
          label={t('login_mobile')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={15} required
          value={value.mobileNum} error={mobileErr ? t(mobileErr) : undefined}
          onChange={(e) => { sender.clearTargetError(); onChange({ ...value, mobileNum: e.target.value.replace(/\D/g, '') }); }}
        />
      </div>
      <CodeRow sender={sender} label={codeLabel ?? t('login_sms_code')} name="smsCode" maxLength={8} value={value.code} error={errors.code}
        onChange={(code) => onChange({ ...value, code })} sendTestId="sms-send" sentText={t('sms_sent')} />
    </>
  );
}
