import type { Banner } from '../../contract/wps';

export { INVITE_CLOSED_KEY } from '../../contract/storageKeys';

/** Spec section 2: shown only when the referral promotion is on and an invite banner image exists. */
export function showInvite(referralEnabled: boolean, banner: Banner | undefined, closed: boolean): banner is Banner {
  return referralEnabled && !closed && banner !== undefined && banner.url !== '';
}
