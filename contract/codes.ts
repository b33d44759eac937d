/** Error codes of spec section 8, plus the reference server's validation codes. */
export const CODES = {
  customerNotLogin: 'customer.not.login',
  userOrTokenInvalid: 'user.or.token.invalid',
  loginNotSession: 'login.not.session',
  CUSTOMER_NOT_LOGIN: 'CUSTOMER_NOT_LOGIN',
  tooManyRequest: 'TOO_MANY_REQUEST',
  tooManyRequestPerIp: 'TOO_MANY_REQUEST_PER_IP',
  domainNotAvailable: 'domain_not_available',
  tokenIpDifferent: 'token_ip_different',
  lineInvalidToken: 'line_invalid_token',
  loginCredErr: 'login.cred.err',
  notExistsUser: 'not.exists.user',
  loginVerifyRequired: 'login_verify_required',
  bindCustomerRequired: 'bind_customer_required',
  telegramValidateFailed: 'telegram_validate_failed',
  // reference-server validation codes
  badRequest: 'request.invalid',
  badJson: 'request.json.invalid',
  tooLarge: 'request.too.large',
  headerMissing: 'request.header.missing',
  merchantMismatch: 'request.merchant.mismatch',
  notFound: 'not.found',
  internal: 'internal.error',
  maintenance: 'system.maintenance',
  regionRestricted: 'access.denied',
  /** Member language update refused for member type 4 (no language sync, spec section 6). */
  languageSyncNotAllowed: 'member.language.not.allowed',
  /** Login type the reference server does not implement yet (sms, firebase, line, telegram). */
  loginTypeUnsupported: 'login.type.unsupported',
} as const;

/** Codes that end the session (spec section 8): log out and show the 'please login' notice. */
export const LOGOUT_CODES: readonly string[] = [CODES.customerNotLogin, CODES.userOrTokenInvalid, CODES.loginNotSession];

export const isRateLimitCode = (code: string | null | undefined): boolean =>
  typeof code === 'string' && code.startsWith('TOO_MANY_REQUEST');
