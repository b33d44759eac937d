/**
 * Every code the reference server answers: the site's (codes.ts) and its own validation and refusal codes,
 * which the page shows by message only. Server code and tests import CODES from here.
 */
import { CODES as SITE_CODES } from './codes.ts';

export { isRateLimitCode, LOGOUT_CODES } from './codes.ts';

export const CODES = {
  ...SITE_CODES,
  badJson: 'request.json.invalid',
  headerMissing: 'request.header.missing',
  merchantMismatch: 'request.merchant.mismatch',
  notFound: 'not.found',
  internal: 'internal.error',
  maintenance: 'system.maintenance',
  regionRestricted: 'access.denied',
  /** Member language update refused for member type 4 (no language sync, spec section 6). */
  languageSyncNotAllowed: 'member.language.not.allowed',
  /** The login or registration method is switched off for this merchant (whitelabel flag) or not configured. */
  loginMethodDisabled: 'login.method.disabled',
  usernameExists: 'register.username.exists',
  mobileExists: 'register.mobile.exists',
  /** An SMS code that is wrong, used, expired or out of attempts. */
  smsCodeInvalid: 'sms.code.invalid',
  /** A new SMS code asked before resendAfterSeconds passed. */
  smsResendTooSoon: 'sms.resend.too.soon',
  smsDailyLimit: 'sms.daily.limit',
  /** A wrong second-step code (the challenge stays open until its attempts run out). */
  loginVerifyCodeInvalid: 'login.verify.code.invalid',
  firebaseTokenInvalid: 'firebase.token.invalid',
  mayaSessionInvalid: 'maya.session.invalid',
  lineCodeInvalid: 'line.code.invalid',
  /** The provider identity is already linked to another member. */
  socialAlreadyBound: 'social.already.bound',
  passwordOldWrong: 'member.password.old.wrong',
  /** A new password equal to the old one or to the merchant's default. */
  passwordNotAllowed: 'member.password.not.allowed',
  /** A plain body (no Encryption, X-Digest or X-RSA header) where an encrypted one is required. */
  encryptionRequired: 'request.encryption.required',
  /** X-RSA names no key this merchant issued. */
  encryptionKeyUnknown: 'request.encryption.key.unknown',
  /** The Encryption header or the value does not decrypt under the issued key. */
  encryptionInvalid: 'request.encryption.invalid',
  /** X-Digest does not match the body: tampered with, or sealed under another key. */
  digestInvalid: 'request.digest.invalid',
  /** A subscribe or unsubscribe for a messaging token this member never bound. */
  pushTokenUnknown: 'push.token.unknown',
  /** 429 (Retry-After): too many failed logins or second-step codes for this account; the password is not checked. */
  loginThrottled: 'login.throttled',
  /** 400: the new password breaks the rule (8 to 64 characters, a letter and a digit), is common, or contains the username. */
  passwordWeak: 'member.password.weak',
  /** 429 (Retry-After): SMS codes refused for this address, number range or merchant (SMS pumping guard). */
  smsSendLimit: 'sms.send.limit',
  /** A sealed body the server has already accepted once (a captured post sent again). */
  requestReplayed: 'request.replayed',
  /** A sealed body whose sealedAt is outside the window around the server's clock. */
  requestExpired: 'request.expired',
  /** A sealed payload without its sealedAt seal time (an outdated client, or not our client). */
  requestTimestampMissing: 'request.timestamp.missing',
  /** A sealed body in an encryption version this merchant does not accept (config.security.accept). */
  encryptionVersionRefused: 'request.encryption.version.refused',
  /** 400: a registration without termsAccepted on a merchant whose register.consent asks for the terms. */
  registerTermsRequired: 'register.terms.required',
  /** 400: a registration without ageConfirmed on a merchant whose register.consent sets a minimum age. */
  registerAgeRequired: 'register.age.required',
} as const;
