import type { Banner } from '../../contract/wps';

export const INVITE_CLOSED_KEY = 'MC_INVITE_BANNER_CLOSED';

/** Spec section 2: shown only when the referral promotion is on and an invite banner image exists. */
export function showInvite(referralEnabled: boolean, banner: Banner | undefined, closed: boolean): banner is Banner {
  return referralEnabled && !closed && banner !== undefined && banner.url !== '';
}
