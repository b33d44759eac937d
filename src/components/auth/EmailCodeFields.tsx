import { useEffect, useState } from 'react';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MAIL_CODE_PATTERN } from '../../../contract/verification.ts';
import { useT } from '../../i18n';
import type { FieldError } from '../../auth/fieldRules';
import { showAlert } from '../../state/ui';
import { Button, Input } from '../../ui';

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
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  const [emailError, setEmailError] = useState<FieldError>(null);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function sendCode() {
    const bad = checkEmail(value.email);
    setEmailError(bad);
    if (bad) return;
    setSending(true);
    try {
      const r = await send(value.email);
      if (!r.ok) {
        showAlert(r.message, t('sms_send_failed'));
        return;
      }
      setWait(r.resendAfterSeconds);
      // A development server reveals the code (no mail gateway): the form fills it in.
      if (r.devCode) onChange({ ...value, code: r.devCode });
    } finally {
      setSending(false);
    }
  }

  const emailErr = emailError ?? errors.email ?? null;
  return (
    <>
      <Input label={t('email_label')} name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false}
        required maxLength={EMAIL_MAX_LENGTH} value={value.email} error={emailErr ? t(emailErr) : undefined}
        onChange={(e) => { setEmailError(null); onChange({ ...value, email: e.target.value }); }} />
      <div className="code-row">
        <Input label={t('mail_code_label')} name="mailCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required
          value={value.code} error={errors.code ? t(errors.code) : undefined} onChange={(e) => onChange({ ...value, code: e.target.value.trim() })} />
        <Button disabled={sending || wait > 0} loading={sending} onClick={() => void sendCode()} data-testid="mail-send">
          {sending ? t('sms_sending') : wait > 0 ? t('sms_resend_in', { seconds: wait }) : t('sms_send')}
        </Button>
      </div>
      {wait > 0 && <p role="status" className="field-hint">{t('mail_sent')}</p>}
    </>
  );
}
