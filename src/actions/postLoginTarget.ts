import { safeGo } from '../lib/safeGo';

export interface PostLoginInput {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** PWDEXPFORCECHANGE3 */
  forceChangeOnExpiry: boolean;
  /** The server says the password is the merchant's default one (never for SMS and firebase logins). */
  defaultPassword?: boolean;
  /** The raw go parameter, untrusted. */
  go: string | null;
  origin: string;
}

export interface PostLoginTarget {
  target: string;
  /** A go parameter was given and refused, so the player should be told the link was ignored. */
  goRefused: boolean;
}

export const CHANGE_PASSWORD_PATH = '/m/changePsw';

/** Spec section 4: forced password change first, then a validated go target, otherwise /m/home. */
export function postLoginTarget(i: PostLoginInput): PostLoginTarget {
  const go = i.go ? safeGo(i.go, i.origin) : null;
  const goRefused = Boolean(i.go) && go === null;
  if (i.firstTimeLogin || (i.passwordExpired && i.forceChangeOnExpiry) || i.defaultPassword === true) {
    return { target: CHANGE_PASSWORD_PATH, goRefused };
  }
  return { target: go ?? '/m/home', goRefused };
}
