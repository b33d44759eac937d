/**
 * The error codes the site acts on: spec section 8's, and the few of the reference server's that the page reads.
 * The server's own validation and refusal codes are in serverCodes.ts, so they cost the first screen no bytes.
 */
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
  badRequest: 'request.invalid',
  tooLarge: 'request.too.large',
  /** 403: the session was opened under a forced password change; only the change and logout are answered. */
  passwordChangeRequired: 'member.password.change.required',
  /** The database is out of reach (down, restarting, hung): 503 with Retry-After; the client retries later. */
  serviceUnavailable: 'system.unavailable',
} as const;

/** Codes that end the session (spec section 8): log out and show the 'please login' notice. */
export const LOGOUT_CODES: readonly string[] = [CODES.customerNotLogin, CODES.userOrTokenInvalid, CODES.loginNotSession];

export const isRateLimitCode = (code: string | null | undefined): boolean =>
  typeof code === 'string' && code.startsWith('TOO_MANY_REQUEST');
