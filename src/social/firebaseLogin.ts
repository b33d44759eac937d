/** A Google, Facebook or Twitter button press, end to end (spec sections 4, 5 and 8). */
import { createElement } from 'react';
import { t } from '../i18n';
import { state as merchant } from '../state/merchant.ts';
import { showAlert } from '../state/ui.ts';
import { closeSocialDialog, showSocialDialog } from './dialogRoot.ts';
import { finishSocialLogin, type SocialOutcome } from './finishSocialLogin.ts';
import { firebaseSignIn } from './firebaseSignIn.ts';
import { startMfa } from './mfa.ts';
import { MfaDialog } from './MfaDialog.tsx';
import { nativeSignIn, nativeSignInAvailable } from './nativeSignIn.ts';
import { isPrivateBrowsing } from './privateBrowsing.ts';
import { providerErrorText } from './providerError.ts';
import { socialLogin } from './socialApi.ts';
import type { FirebaseChannel, SocialIdentity } from './socialIdentity.ts';

export type FirebaseOutcome = SocialOutcome | 'refused' | 'cancelled';

export async function loginWithFirebase(channel: FirebaseChannel, o: { go: string | null; autoRegister: boolean }): Promise<FirebaseOutcome> {
  const settings = merchant.status?.sms;
  if (!settings?.apiKey) return 'failed';
  if (await isPrivateBrowsing()) {
    console.warn('[social] sign-in refused in private browsing');
    showAlert(t('not_support_incognito'), t('social_failed'));
    return 'refused';
  }
  let idToken: string | null;
  // Inside the native app its own SDK signs in; its failure strings are shown as they come.
  if (nativeSignInAvailable()) {
    idToken = await nativeSignIn(channel);
    if (!idToken) return 'failed';
    const identity: SocialIdentity = { provider: channel, token: idToken };
    return finishSocialLogin(await socialLogin(identity), { method: 'firebase', go: o.go, identity, autoRegister: o.autoRegister });
  }
  try {
    const result = await firebaseSignIn(settings, channel);
    if (result.kind === 'mfa') {
      showSocialDialog(createElement(MfaDialog));
      try {
        idToken = await startMfa(result.hints, result.ops);
      } finally {
        closeSocialDialog();
      }
    } else {
      idToken = result.idToken;
    }
  } catch (err) {
    const text = providerErrorText(err, t);
    if (!text) return 'cancelled';
    console.warn('[social] provider sign-in failed', err);
    showAlert(text, t('social_failed'));
    return 'failed';
  }
  if (!idToken) return 'cancelled';
  const identity: SocialIdentity = { provider: channel, token: idToken };
  // No username, so no captcha (spec section 5).
  return finishSocialLogin(await socialLogin(identity), { method: 'firebase', go: o.go, identity, autoRegister: o.autoRegister });
}
