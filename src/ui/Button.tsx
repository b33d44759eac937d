import type { ButtonHTMLAttributes } from 'react';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The classes of a button look, for links that must look like buttons (`<AppLink className={buttonClass('primary')}>`). */
export function buttonClass(variant: ButtonVariant = 'secondary', { block = false, small = false } = {}): string {
  return ['btn', variant === 'secondary' ? '' : variant, block ? 'block' : '', small ? 'sm' : ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width of its container. */
  block?: boolean;
  /** Compact padding; the target stays 44 px high. */
  small?: boolean;
  /** Shows a spinner, disables the button and marks it aria-busy. */
  loading?: boolean;
}

/** A native button (type="button" unless told) at least 44 px high, with its text as its name. */
export function Button({ variant = 'secondary', block, small, loading = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  const cls = [buttonClass(variant, { block, small }), className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={cls} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <span className="ui-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
