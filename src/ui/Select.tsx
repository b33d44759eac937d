import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useField, type FieldProps } from './Field';
import './ui.css';

export interface SelectOption { value: string; label: string; disabled?: boolean }

export type SelectProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: readonly SelectOption[] };

/** A native select, styled (own arrow, 44 px), with a visible label. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ label, hint, error, id, options, className, ...rest }, ref) {
  const f = useField({ id, hint, error });
  return (
    <FieldFrame controlId={f.controlId} label={label} hint={hint} hintId={f.hintId} error={error} errorId={f.errorId}>
      <select ref={ref} {...rest} {...f.aria} id={f.controlId} className={['select', className].filter(Boolean).join(' ')}>
        {options.map((o) => <option key={o.value} value={o.value} disabled={o.disabled}>{o.label}</option>)}
      </select>
    </FieldFrame>
  );
});
