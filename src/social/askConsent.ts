/** Asks the merchant's registration confirmations before a social path creates an account (issue 15). */
import { createElement } from 'react';
import type { RegisterConsentAnswers } from '../../contract/registerConsent.ts';
import { readConsent } from '../auth/registerConsent.ts';
import { state as merchant } from '../state/merchant.ts';
import { closeSocialDialog, showSocialDialog } from './dialogRoot.ts';

/** {} without a dialog when the merchant asks nothing; the ticked answers; null when the player cancels. */
export async function askConsent(): Promise<RegisterConsentAnswers | null> {
  if (!readConsent(merchant.status?.register)) return {};
  const { ConsentDialog } = await import('./ConsentDialog.tsx');
  return new Promise((resolve) => {
    showSocialDialog(createElement(ConsentDialog, {
      onAnswer: (answers) => {
        closeSocialDialog();
        resolve(answers);
      },
    }));
  });
}
