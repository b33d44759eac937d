/**
 * The form rules the server enforces (contract/auth.ts), checked in the page so a field shows its own
 * message under it before anything is sent. The server stays the judge: it refuses the same input.
 */
import { MOBILE_PATTERN, PASSWORD_PATTERN, USERNAME_PATTERN } from '../../contract/auth.ts';
import type { MessageKey } from '../i18n';

export type FieldError = MessageKey | null;

export const required = (v: string): FieldError => (v.trim() ? null : 'field_required');

export function checkUsername(v: string): FieldError {
  return required(v) ?? (USERNAME_PATTERN.test(v.trim()) ? null : 'rule_username');
}

export function checkNewPassword(v: string): FieldError {
  return v ? (PASSWORD_PATTERN.test(v) ? null : 'rule_password') : 'field_required';
}

export function checkConfirm(password: string, confirm: string): FieldError {
  return confirm ? (confirm === password ? null : 'register_password_mismatch') : 'field_required';
}

/** As typed: spaces, dashes and one trunk 0 are dropped, like the server does. */
export function checkMobile(v: string): FieldError {
  return required(v) ?? (MOBILE_PATTERN.test(v.replace(/[\s-]/g, '').replace(/^0/, '')) ? null : 'mobile_invalid');
}

export function checkSmsCode(v: string): FieldError {
  return required(v) ?? (/^\d{4,8}$/.test(v.trim()) ? null : 'err_sms_code_invalid');
}

/** Errors of a whole form; submit proceeds only when every value is null. */
export const hasErrors = (errors: Readonly<Record<string, FieldError>>): boolean => Object.values(errors).some((e) => e !== null);
