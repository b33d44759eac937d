/** A provider ID token for the member's own settings (MFA enrollment): the popup, and its second factor if one is on. */
import { createElement } from 'react';
import { state as merchant } from '../state/merchant.ts';
import { closeSocialDialog, showSocialDialog } from './dialogRoot.ts';
import { firebaseSignIn } from './firebaseSignIn.ts';
import { startMfa } from './mfa.ts';
import { MfaDialog } from './MfaDialog.tsx';
import type { FirebaseChannel } from './socialIdentity.ts';

export async function providerIdToken(channel: FirebaseChannel): Promise<string | null> {
  const settings = merchant.status?.sms;
  if (!settings?.apiKey) return null;
  const result = await firebaseSignIn(settings, channel);
  if (result.kind === 'token') return result.idToken;
  showSocialDialog(createElement(MfaDialog));
  try {
    return await startMfa(result.hints, result.ops);
  } finally {
    closeSocialDialog();
  }
}
