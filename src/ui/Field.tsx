import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** A line under the control; linked with aria-describedby. */
  hint?: ReactNode;
  /** An error under the control; sets aria-invalid and is announced. */
  error?: ReactNode;
  id?: string;
}

/** Ids and aria attributes a labelled control shares (Input, Select). */
export function useField({ id, hint, error }: Pick<FieldProps, 'id' | 'hint' | 'error'>) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, aria: { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined } as const };
}

/** The label above, hint and error under a control. */
export function FieldFrame({ controlId, label, hint, hintId, error, errorId, children }: {
  controlId: string; label: ReactNode; hint?: ReactNode; hintId?: string; error?: ReactNode; errorId?: string; children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {children}
      {hint && <small id={hintId} className="field-hint">{hint}</small>}
      {error && <small id={errorId} className="field-error" role="alert">{error}</small>}
    </div>
  );
}
