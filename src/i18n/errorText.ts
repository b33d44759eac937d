/**
 * What a player reads for a failed call: the text of its CODE in the current language. The server's own text
 * (English, written for developers) shows only for a code the catalogue does not know. Not a first-screen module:
 * the error texts live in the lazily loaded part of the catalogue, and loadFullCatalog installs this for alerts.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { setAlertText } from '../api/errors.ts';
import { state } from './state.ts';
import { t } from './t.ts';
import type { MessageKey } from './t.ts';

/** Codes whose text is another code's, or an existing message of the catalogue (one text per meaning). */
const SHARED: Readonly<Record<string, string>> = {
  'customer.not.login': 'err_session_expired',
  'CUSTOMER_NOT_LOGIN': 'err_session_expired',
  'user.or.token.invalid': 'err_session_expired',
  'login.not.session': 'err_session_expired',
  'TOO_MANY_REQUEST_PER_IP': 'err_too_many_request',
  'line.code.invalid': 'err_line_invalid_token',
  'telegram_validate_failed': 'telegram_validate_failed',
  'member.password.change.required': 'change_password_required',
  // The texts the sign-up and password forms show under their fields: the same words in an alert.
  'register.username.exists': 'err_username_taken',
  'register.mobile.exists': 'err_mobile_taken',
  'register.email.exists': 'err_email_taken',
  // An emailed code's limits read like the SMS ones.
  'mail.resend.too.soon': 'err_sms_resend_too_soon',
  'mail.daily.limit': 'err_too_many_request',
  'member.password.old.wrong': 'err_password_old_wrong',
  'member.password.weak': 'err_password_weak',
  // The registration's confirmations: the words under their boxes.
  'register.terms.required': 'field_terms_required',
  'register.age.required': 'field_age_required',
  'lgw.suborder.not.cancellable': 'lottery_cancel_too_late',
  'member.password.not.allowed': 'err_password_not_allowed',
  'login.verify.code.invalid': 'auth/invalid-verification-code',
  'promo.code.invalid': 'promo_code_failed',
  'chat.unavailable': 'cs_load_failed',
  'firebase.token.invalid': 'err_social_session_invalid',
  'maya.session.invalid': 'err_social_session_invalid',
  'ECONNABORTED': 'timeout_retry_please',
  '60002': 'timeout_retry_please',
  'verify_first': 'verify_first',
  'verify geetest too fast': 'captcha_too_fast',
  'Geetest service not work': 'captcha_not_work',
  'captcha.required': 'err_captcha_failed',
  'captcha.invalid': 'err_captcha_failed',
  'captcha.failed': 'err_captcha_failed',
  'captcha_error': 'err_captcha_failed',
  '60001': 'err_captcha_failed',
  // The request itself was refused (a stale page, a broken seal): the player can only reload and retry.
  'request.json.invalid': 'err_request_failed',
  'request.header.missing': 'err_request_failed',
  'request.merchant.mismatch': 'err_request_failed',
  'request.encryption.required': 'err_request_failed',
  'request.encryption.key.unknown': 'err_request_failed',
  'request.encryption.invalid': 'err_request_failed',
  'request.digest.invalid': 'err_request_failed',
  'request.replayed': 'err_request_failed',
  'request.expired': 'err_request_failed',
  'request.timestamp.missing': 'err_request_failed',
  'request.encryption.version.refused': 'err_request_failed',
  'response.invalid': 'err_request_failed',
};

/** The request fields a player types, by the name the server's validation message starts with, and their label. */
const FIELD_LABELS: Readonly<Record<string, MessageKey>> = {
  username: 'login_username',
  password: 'login_password',
  oldPassword: 'change_password_old',
  newPassword: 'change_password_new',
  mobileNum: 'login_mobile',
  countryDialingCode: 'login_country_code',
  smsCode: 'login_sms_code',
  code: 'verify_code',
};

/** The catalogue key of an error code: a shared text, the provider's own auth/ key, or err_ plus the code in snake case. */
export function errorKey(code: string): string {
  if (Object.prototype.hasOwnProperty.call(SHARED, code)) return SHARED[code]!;
  if (code.startsWith('auth/')) return code;
  return `err_${code.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '')}`;
}

function known(key: string): boolean {
  return typeof state.catalog[key] === 'string' && state.catalog[key] !== '';
}

/** A validation refusal ("newPassword must be ...") names its field first: the field's label, when it is one the player typed. */
function fieldText(message: string | null | undefined): string | undefined {
  const field = /^(\w+)/.exec(message ?? '')?.[1];
  const label = field && Object.prototype.hasOwnProperty.call(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined;
  return label && known(label) && known('err_field_invalid') ? t('err_field_invalid' as MessageKey, { field: t(label) }) : undefined;
}

/**
 * The text for a failure: its code's message in the current language; for a code the catalogue does not know,
 * the server's text (fallback); with neither, the unknown-error text. Never returns an empty string.
 */
export function messageForCode(code: string | null | undefined, fallback?: string | null): string {
  if (code) {
    if (code === 'request.invalid') {
      const field = fieldText(fallback);
      if (field) return field;
    }
    const key = errorKey(code);
    if (known(key)) return t(key as MessageKey);
    // Spec section 8: a provider code without a text of its own reads as auth/unknown.
    if (code.startsWith('auth/') && known('auth/unknown')) return t('auth/unknown' as MessageKey);
  }
  const text = fallback?.trim();
  if (text) return text;
  return t('unknown_error');
}

/** messageForCode for a failed envelope (or anything carrying code and message). */
export function errorMessage(env: Pick<Envelope, 'code' | 'message'>): string {
  return messageForCode(env.code, env.message);
}

/** From now on the request layer's alerts show the code's text (called once the catalogue's rest is wanted). */
export function installAlertText(): void {
  setAlertText(errorMessage);
}
