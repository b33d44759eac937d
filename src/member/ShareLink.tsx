import { useId, useState } from 'react';
import { Check, Copy, MessageCircle, Send, Share2 } from 'lucide-react';
import { useT } from '../i18n';
import { QrCode } from '../share/QrCode';
import '../share/share.css';
import { copyText, SHARE_TARGETS, shareTargetUrl, type ShareTarget } from './inviteLinks';

const APP_NAMES: Record<ShareTarget, string> = { line: 'LINE', whatsapp: 'WhatsApp', telegram: 'Telegram' };
const ICONS: Record<ShareTarget, typeof Send> = { line: MessageCircle, whatsapp: MessageCircle, telegram: Send };

/**
 * A link to hand on: a read-only field with a copy button, the system share sheet where the Web Share API exists,
 * LINE, WhatsApp and Telegram share links, and a QR code to scan from another phone.
 */
export function ShareLink({ label, url, title, text, qrLabel }: { label: string; url: string; title: string; text: string; qrLabel: string }) {
  const t = useT();
  const id = useId();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const canShare = typeof navigator.share === 'function';

  const share = async (): Promise<void> => {
    try {
      await navigator.share({ title, text, url });
    } catch (err) {
      // The player closing the share sheet is an AbortError: nothing to say.
      if ((err as Error)?.name !== 'AbortError') console.warn('share failed', err);
    }
  };
  const copy = async (): Promise<void> => {
    const ok = await copyText(url);
    setNote({ ok, text: ok ? t('copied') : t('copy_failed') });
  };

  return (
    <div className="share-card" data-testid="share-link">
      <label htmlFor={id} className="share-label">{label}</label>
      <div className="share-field">
        <input id={id} readOnly value={url} onFocus={(e) => e.target.select()} data-testid="share-url" dir="ltr" />
        <button type="button" className="btn primary share-copy" onClick={() => void copy()}>
          {note?.ok ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}{t('copy_link')}
        </button>
      </div>
      <p role="status" className="share-note" data-ok={note?.ok ? '1' : '0'}>{note?.text ?? ''}</p>
      <ul className="share-targets" data-testid="share-targets">
        {canShare && (
          <li>
            <button type="button" className="share-target" data-target="system" onClick={() => void share()}>
              <span className="share-icon" aria-hidden="true"><Share2 size={22} /></span>{t('share')}
            </button>
          </li>
        )}
        {SHARE_TARGETS.map((target) => {
          const Icon = ICONS[target];
          return (
            <li key={target}>
              <a className="share-target" data-target={target} href={shareTargetUrl(target, url, text)} target="_blank" rel="noopener noreferrer"
                aria-label={t('share_on', { app: APP_NAMES[target] })}>
                <span className="share-icon" aria-hidden="true"><Icon size={22} /></span>{APP_NAMES[target]}
              </a>
            </li>
          );
        })}
      </ul>
      <QrCode text={url} label={qrLabel} className="share-qr" />
    </div>
  );
}
