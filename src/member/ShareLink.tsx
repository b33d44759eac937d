import { useId, useState } from 'react';
import { useT } from '../i18n';
import { copyText } from './inviteLinks';

/** A link to hand on: shown in a read-only field, shared through the Web Share API where it exists, and copyable. */
export function ShareLink({ label, url, title }: { label: string; url: string; title: string }) {
  const t = useT();
  const id = useId();
  const [note, setNote] = useState('');
  const canShare = typeof navigator.share === 'function';

  const share = async (): Promise<void> => {
    try {
      await navigator.share({ title, url });
    } catch (err) {
      // The player closing the share sheet is an AbortError: nothing to say.
      if ((err as Error)?.name !== 'AbortError') console.warn('share failed', err);
    }
  };
  const copy = async (): Promise<void> => setNote((await copyText(url)) ? t('copied') : t('copy_failed'));

  return (
    <div className="share-link" data-testid="share-link">
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={url} onFocus={(e) => e.target.select()} data-testid="share-url" />
      <div className="cashier-entries">
        {canShare && <button type="button" className="btn" onClick={() => void share()}>{t('share')}</button>}
        <button type="button" className="btn" onClick={() => void copy()}>{t('copy_link')}</button>
      </div>
      {note && <p role="status">{note}</p>}
    </div>
  );
}
