/** What a social, messaging-app or wallet login answer leads to (spec sections 4 and 8). */
import { CODES } from '../../contract/codes.ts';
import type { Envelope } from '../../contract/envelope.ts';
import type { LoginResponse } from '../../contract/wps.ts';
import { completeLogin, type CompleteLoginOptions } from '../auth/completeLogin.ts';
import { startVerification } from '../auth/verification.ts';
import { t } from '../i18n';
import { showAlert } from '../state/ui.ts';
import { goTo } from './goTo.ts';
import { handleNoLinkedAccount } from './noLinkedAccount.ts';
import type { SocialIdentity } from './socialIdentity.ts';

export type SocialOutcome = 'logged-in' | 'verify' | 'no-link' | 'failed';

export interface FinishOptions {
  method: CompleteLoginOptions['method'];
  go: string | null;
  /** The identity to link or register with when the server knows no member for it. */
  identity: SocialIdentity | null;
  /** The auto-register option (spec section 4). */
  autoRegister: boolean;
  /** Codes the caller handles itself (line_invalid_token, telegram_validate_failed). */
  onCode?: (code: string) => boolean;
}

const NO_LINK: readonly string[] = [CODES.bindCustomerRequired, CODES.notExistsUser];

export async function finishSocialLogin(env: Envelope<LoginResponse>, o: FinishOptions): Promise<SocialOutcome> {
  const done = { method: o.method, go: o.go };
  if (env.success) {
    try {
      goTo(await completeLogin(env.value, done));
      return 'logged-in';
    } catch {
      showAlert(null, t('social_failed'));
      return 'failed';
    }
  }
  const code = env.code ?? '';
  if (o.onCode?.(code)) return 'failed';
  if (o.identity && NO_LINK.includes(code)) {
    await handleNoLinkedAccount(o.identity, o.autoRegister, o.go);
    return 'no-link';
  }
  if (code === CODES.loginVerifyRequired && startVerification(env.value, done)) return 'verify';
  showAlert(env.message, t('social_failed'));
  return 'failed';
}
