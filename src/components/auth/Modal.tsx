import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { Dialog } from '../../ui';
import './auth.css';

/** An authentication dialog: the design system's modal (focus kept inside, Escape and the close button close it). */
export function Modal({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const t = useT();
  return (
    <Dialog open title={title} onClose={onClose} closeLabel={t('dialog_close')} testId={testId} className="form-page auth-dialog">
      {children}
    </Dialog>
  );
}
