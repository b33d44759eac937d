import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MAIL_CODE_PATTERN } from '../../../contract/verification.ts';
import { useT } from '../../i18n';
import type { FieldError } from '../../auth/fieldRules';
import { showAlert } from '../../state/ui';
import { Input } from '../../ui';
import { CodeRow } from './CodeRow';
import { useCodeSender } from './useCodeSender';

export interface EmailValue { email: string; code: string }
export type MailSendOutcome = { ok: true; resendAfterSeconds: number; devCode?: string } | { ok: false; message: string | null };

/** Email as the server accepts it (contract/verification.ts). */
export function checkEmail(v: string): FieldError {
  const e = v.trim();
  if (!e) return 'field_required';
  return e.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(e) ? null : 'email_invalid';
}

export function checkMailCode(v: string): FieldError {
  const c = v.trim();
  if (!c) return 'field_required';
  return MAIL_CODE_PATTERN.test(c) ? null : 'err_mail_code_invalid';
}

/** The email address, the mailed code and its send button with the resend countdown; errors under each field. */
export function EmailCodeFields({ value, onChange, send, errors = {} }: {
  value: EmailValue; onChange: (v: EmailValue) => void; send: (email: string) => Promise<MailSendOutcome>;
  errors?: { email?: FieldError; code?: FieldError };
}) {
  const t = useT();
  const sender = useCodeSender(() => checkEmail(value.email), async () => {
    const r = await send(value.email);
    if (!r.ok) showAlert(r.message, t('sms_send_failed'));
    return r;
  }, (code) => onChange({ ...value, code }));

  const emailErr = sender.targetError ?? errors.email ?? null;
  return (
    <>
      <Input label={t('email_label')} name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false}
        required maxLength={EMAIL_MAX_LENGTH} value={value.email} error={emailErr ? t(emailErr) : undefined}
        onChange={(e) => { sender.clearTargetError(); onChange({ ...value, email: e.target.value }); }} />
      <CodeRow sender={sender} label={t('mail_code_label')} name="mailCode" maxLength={6} value={value.code} error={errors.code}
        onChange={(code) => onChange({ ...value, code })} sendTestId="mail-send" sentText={t('mail_sent')} />
    </>
  );
}
