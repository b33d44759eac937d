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

export interface PostLoginTarget {
  target: string;
  /** A go parameter was given and refused, so the player should be told the link was ignored. */
  goRefused: boolean;
}

/** Spec section 4: forced password change first, then a validated go target, otherwise /m/home. */
export function postLoginTarget(i: PostLoginInput): PostLoginTarget {
  const go = i.go ? safeGo(i.go, i.origin) : null;
  const goRefused = Boolean(i.go) && go === null;
  if (i.firstTimeLogin || (i.passwordExpired && i.forceChangeOnExpiry)) return { target: '/m/changePsw', goRefused };
  return { target: go ?? '/m/home', goRefused };
}
