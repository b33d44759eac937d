import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal alert dialog whose confirm button takes focus, so keyboard and screen-reader users land on it. */
export function Dialog({ title, children, confirmText, onConfirm, testId }: {
  title: string; children: ReactNode; confirmText: string; onConfirm: () => void; testId?: string;
}) {
  const titleId = useId();
  const bodyId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} className="dialog" data-testid={testId}>
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId}>{children}</div>
        <button ref={button} type="button" className="btn" onClick={onConfirm}>{confirmText}</button>
      </div>
    </div>
  );
}
