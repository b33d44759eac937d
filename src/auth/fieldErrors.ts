/**
 * Server refusals that belong to one field: the form shows them under that field, in the player's
 * language (the server's own text only when the code is not one of these).
 */
import type { MessageKey } from '../i18n';

export type FieldName = 'username' | 'password' | 'mobile' | 'code' | 'terms' | 'age';

const BY_CODE: Readonly<Record<string, { field: FieldName; key: MessageKey }>> = {
  'register.username.exists': { field: 'username', key: 'err_username_taken' },
  'register.mobile.exists': { field: 'mobile', key: 'err_mobile_taken' },
  'member.password.weak': { field: 'password', key: 'err_password_weak' },
  'member.password.not.allowed': { field: 'password', key: 'err_password_not_allowed' },
  'sms.code.invalid': { field: 'code', key: 'err_sms_code_invalid' },
  'not.exists.user': { field: 'mobile', key: 'err_no_account_mobile' },
  // register.consent confirmations the server found missing: under their boxes.
  'register.terms.required': { field: 'terms', key: 'field_terms_required' },
  'register.age.required': { field: 'age', key: 'field_age_required' },
};

/** The field a server code belongs to with its translated message, or null for a form-level failure. */
export function fieldForCode(code: string | null | undefined): { field: FieldName; key: MessageKey } | null {
  return (code && BY_CODE[code]) || null;
}
