import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, type FeedbackCategory } from '../../contract/member';
import { submitFeedback } from '../api/member';
import { useT } from '../i18n';

/** /m/feedback, for members (the guard sends a guest to /m/home): a topic and a message for the merchant. */
export default function FeedbackPage() {
  const t = useT();
  const catId = useId();
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
    <section className="pad">
      <h1>{t('feedback_title')}</h1>
      <p>{t('feedback_intro')}</p>
      <form onSubmit={(e) => void submit(e)} data-testid="feedback-form">
        <label htmlFor={catId}>{t('feedback_category')}</label>
        <select id={catId} value={category} onChange={(e) => setCategory(e.target.value as FeedbackCategory)}>
          {FEEDBACK_CATEGORIES.map((c) => <option key={c} value={c}>{t(`feedback_category_${c}`)}</option>)}
        </select>
        <label htmlFor={msgId}>{t('feedback_message')}</label>
        <textarea id={msgId} value={message} maxLength={FEEDBACK_MAX_LENGTH} rows={6} required onChange={(e) => setMessage(e.target.value)} />
        <small className="muted">{t('feedback_too_long', { max: FEEDBACK_MAX_LENGTH })}</small>
        <button type="submit" className="btn" disabled={busy}>{t('feedback_send')}</button>
      </form>
      {result && <p role="status" data-testid="feedback-result">{t(result === 'sent' ? 'feedback_sent' : 'feedback_failed')}</p>}
    </section>
  );
}
