import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useModal } from './useModal';
import './ui.css';

export interface SheetProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Escape, the close button and a tap on the backdrop call it. */
  onClose?: () => void;
  /** The close button's accessible name; no close button without it. */
  closeLabel?: string;
  testId?: string;
  className?: string;
}

/** A bottom sheet: a modal dialog anchored to the bottom edge, above the safe area. */
export function Sheet({ open, title, children, actions, onClose, closeLabel, testId, className }: SheetProps) {
  const titleId = useId();
  const { ref, onKeyDown } = useModal(open, onClose);
  if (!open) return null;
  return (
    <div className="backdrop ui-sheet-backdrop" onClick={(e) => { if (e.target === e.currentTarget) onClose?.(); }}>
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}
        className={['ui-sheet', className].filter(Boolean).join(' ')} data-testid={testId}>
        <span className="ui-grip" aria-hidden="true" />
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
