import { useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { ChevronLeft, Mail, MailOpen } from 'lucide-react';
import { intlLocale, state as i18n, useT } from '../i18n';
import { loadInbox, markRead, state as inbox } from '../state/inbox';
import { RichContent } from '../content/RichContent';
import '../member/member.css';

/** The message's date in the page language. */
function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return d.toISOString().slice(0, 16).replace('T', ' ');
  }
}

/** /m/member/inbox: the member's messages, newest first; opening one shows it (HTML sanitised) and marks it read. */
export default function InboxPage() {
  const t = useT();
  useSnapshot(i18n);
  const { messages, failed } = useSnapshot(inbox);
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => { void loadInbox(); }, []);
  const open = messages?.find((m) => m.id === openId) ?? null;

  if (open) {
    return (
      <article className="pad inbox-view" data-testid="inbox-message">
        <button type="button" className="btn ghost back" onClick={() => setOpenId(null)}>
          <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" /> {t('inbox_back')}
        </button>
        <h1 dir="auto">{open.title}</h1>
        <p className="muted small"><time dateTime={open.createdAt}>{when(open.createdAt)}</time></p>
        <RichContent className="rich m-card" content={open.content} contentType={open.contentType} />
      </article>
    );
  }
  return (
    <section className="pad inbox-page">
      <h1>{t('member_inbox')}</h1>
      {failed && !messages && <p role="alert" className="field-error">{t('inbox_load_failed')} <button type="button" className="btn sm" onClick={() => void loadInbox()}>{t('retry')}</button></p>}
      {!messages && !failed && <p role="status" className="muted">{t('loading')}</p>}
      {messages?.length === 0 && <p className="empty m-card">{t('inbox_empty')}</p>}
      {messages && messages.length > 0 && (
        <ul className="inbox-list m-card" data-testid="inbox-list">
          {messages.map((m) => (
            <li key={m.id}>
              <button type="button" className={m.read ? 'inbox-row' : 'inbox-row unread'} data-read={m.read}
                onClick={() => { setOpenId(m.id); void markRead(m.id); }}>
                <span className="inbox-icon" aria-hidden="true">{m.read ? <MailOpen size={20} /> : <Mail size={20} />}</span>
                <span className="inbox-text">
                  <span className="inbox-title" dir="auto">{m.title}</span>
                  <time className="muted small" dateTime={m.createdAt}>{when(m.createdAt)}</time>
                </span>
                {!m.read && <span className="dot" role="img" aria-label={t('inbox_unread_dot')} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
