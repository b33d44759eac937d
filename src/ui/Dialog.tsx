import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useModal } from './useModal';
import './ui.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (end-aligned); mark the one that should take focus with data-autofocus. */
  actions?: ReactNode;
  /** Escape, the close button and a tap on the backdrop call it; omit for a dialog that must be answered. */
  onClose?: () => void;
  /** The close button's accessible name (e.g. t('close')); no close button without it. */
  closeLabel?: string;
  /** 'alertdialog' for a message that interrupts. */
  role?: 'dialog' | 'alertdialog';
  testId?: string;
  className?: string;
  /** Centred (default), or anchored to the bottom edge: Sheet. */
  variant?: 'centre' | 'sheet';
}

/** A centred modal dialog: labelled by its title, focus kept inside, Escape closes. */
export function Dialog({ open, title, children, actions, onClose, closeLabel, role = 'dialog', testId, className, variant = 'centre' }: DialogProps) {
  const sheet = variant === 'sheet';
  const titleId = useId();
  const { ref, onKeyDown } = useModal(open, onClose);
  if (!open) return null;
  return (
    <div className={sheet ? 'backdrop ui-sheet-backdrop' : 'backdrop'} onClick={(e) => { if (e.target === e.currentTarget) onClose?.(); }}>
      <div ref={ref} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}
        className={[sheet ? 'ui-sheet' : 'dialog ui-dialog', className].filter(Boolean).join(' ')} data-testid={testId}>
        {sheet && <span className="ui-grip" aria-hidden="true" />}
        <div className="ui-modal-head">
          <h2 id={titleId}>{title}</h2>
          {onClose && closeLabel && <button type="button" className="ui-x" aria-label={closeLabel} onClick={onClose}><X aria-hidden="true" size={20} /></button>}
        </div>
        {children}
        {actions && <div className="ui-actions">{actions}</div>}
      </div>
    </div>
  );
}
