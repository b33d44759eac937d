import { PASSWORD_PATTERN, PASSWORD_RULE_TEXT } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { HttpError } from '../http/reply.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Why a chosen password is refused, or null when it is acceptable. */
export function passwordWeakness(password: string, username: string): string | null {
  if (!PASSWORD_PATTERN.test(password)) return 'it must be 8 to 64 characters with a letter and a digit, no spaces';
  if (isCommonPassword(password)) return 'it is one of the most common passwords';
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) return 'it contains the username';
  return null;
}

/** 400 member.password.weak unless a password chosen at registration or change follows the rule. */
export function assertStrongPassword(password: string | undefined, username: string, field = 'password'): string {
  const why = password ? passwordWeakness(password, username) : 'it is missing';
  if (why !== null || !password) throw new HttpError(400, CODES.passwordWeak, `${field} refused: ${why}; ${PASSWORD_RULE_TEXT}`);
  return password;
}
