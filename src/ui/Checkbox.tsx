import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** 'radio' gives the same row with a round control (group radios with the same name). */
  type?: 'checkbox' | 'radio';
}

/** A native checkbox or radio with its label on the same line; the whole row (44 px high) is the target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, type = 'checkbox', className, ...rest }, ref) {
  return (
    <label className={['check', className].filter(Boolean).join(' ')}>
      <input ref={ref} {...rest} type={type} />
      <span>{label}</span>
    </label>
  );
});
