import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, useField, type FieldProps } from './Field';
import './ui.css';

export type InputProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A text-like input with a visible label (label for), a 44 px target and optional hint and error. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ label, hint, error, id, className, ...rest }, ref) {
  const f = useField({ id, hint, error });
  return (
    <FieldFrame controlId={f.controlId} label={label} hint={hint} hintId={f.hintId} error={error} errorId={f.errorId}>
      <input ref={ref} {...rest} {...f.aria} id={f.controlId} className={['input', className].filter(Boolean).join(' ')} />
    </FieldFrame>
  );
});
