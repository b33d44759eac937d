import { useT } from '../../i18n';
import type { FieldError } from '../../auth/fieldRules';
import { Button, Input } from '../../ui';
import type { CodeSender } from './useCodeSender';

/** The code field with its send button (and resend countdown), then the "sent" note while the countdown runs. */
export function CodeRow({ sender, label, name, maxLength, value, error, onChange, sendTestId, sentText }: {
  sender: CodeSender; label: string; name: string; maxLength: number; value: string; error?: FieldError;
  onChange: (code: string) => void; sendTestId: string; sentText: string;
}) {
  const t = useT();
  const { sending, wait } = sender;
  return (
    <>
      <div className="code-row">
        <Input label={label} name={name} inputMode="numeric" autoComplete="one-time-code" maxLength={maxLength} required
          value={value} error={error ? t(error) : undefined} onChange={(e) => onChange(e.target.value.trim())} />
        <Button disabled={sending || wait > 0} loading={sending} onClick={() => void sender.send()} data-testid={sendTestId}>
          {sending ? t('sms_sending') : wait > 0 ? t('sms_resend_in', { seconds: wait }) : t('sms_send')}
        </Button>
      </div>
      {wait > 0 && <p role="status" className="field-hint">{sentText}</p>}
    </>
  );
}
