import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n';

/** A modal dialog with a title and a close button; Escape closes it and focus starts inside. */
export function Modal({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const t = useT();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    const onKey = (e: KeyboardEvent): void => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="backdrop">
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog form-page" data-testid={testId}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <button type="button" className="btn" onClick={onClose}>{t('dialog_close')}</button>
      </div>
    </div>
  );
}
