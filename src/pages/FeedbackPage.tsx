import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, type FeedbackCategory } from '../../contract/member';
import { submitFeedback } from '../api/member';
import { useT } from '../i18n';
import { Button, Select } from '../ui';
import './feedback.css';

/** /m/feedback, for members (the guard sends a guest to /m/home): a topic and a message for the merchant. */
export default function FeedbackPage() {
  const t = useT();
  const msgId = useId();
  const [category, setCategory] = useState<FeedbackCategory>('SUGGESTION');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (message.trim() === '' || busy) return;
    setBusy(true);
    const env = await submitFeedback({ category, message });
    setBusy(false);
    setResult(env.success ? 'sent' : 'failed');
    // The message is kept on failure so nothing the player wrote is lost.
    if (env.success) setMessage('');
  };

  return (
    <section className="pad feedback">
      <h1>{t('feedback_title')}</h1>
      <p className="muted">{t('feedback_intro')}</p>
      <form onSubmit={(e) => void submit(e)} data-testid="feedback-form" className="feedback-form">
        <Select label={t('feedback_category')} value={category} onChange={(e) => setCategory(e.target.value as FeedbackCategory)}
          options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`feedback_category_${c}`) }))} />
        <div className="field">
          <label htmlFor={msgId}>{t('feedback_message')}</label>
          <textarea id={msgId} className="input feedback-text" value={message} maxLength={FEEDBACK_MAX_LENGTH} rows={6} required
            aria-describedby={`${msgId}-hint`} onChange={(e) => setMessage(e.target.value)} />
          <small id={`${msgId}-hint`} className="field-hint feedback-count">
            <span>{t('feedback_too_long', { max: FEEDBACK_MAX_LENGTH })}</span>
            <span aria-hidden="true">{message.length}/{FEEDBACK_MAX_LENGTH}</span>
          </small>
        </div>
        <Button type="submit" variant="primary" block loading={busy} disabled={message.trim() === ''}>{t('feedback_send')}</Button>
      </form>
      {result && <p role="status" data-testid="feedback-result" className={result === 'sent' ? 'feedback-ok' : 'feedback-bad'}>{t(result === 'sent' ? 'feedback_sent' : 'feedback_failed')}</p>}
    </section>
  );
}
