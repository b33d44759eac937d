import { safeGo } from '../lib/safeGo';

export interface PostLoginInput {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** PWDEXPFORCECHANGE3 */
  forceChangeOnExpiry: boolean;
  /** The raw go parameter, untrusted. */
  go: string | null;
  origin: string;
}

/** Spec section 4: forced password change first, then a validated go target, otherwise /m/home. */
export function postLoginTarget(i: PostLoginInput): string {
  if (i.firstTimeLogin || (i.passwordExpired && i.forceChangeOnExpiry)) return '/m/changePsw';
  return safeGo(i.go, i.origin) ?? '/m/home';
}
