/** Auto-registration after a social sign-in with no linked account (spec section 4): a free username, then register and log in. */
import { AUTH_PATHS, USERNAME_PATTERN, type AutoUsernameResponse } from '../../contract/auth.ts';
import { BASE, PATHS } from '../../contract/routes.ts';
import { request } from '../api/client.ts';
import { submitRegister } from '../auth/registerMachine.ts';
import { t } from '../i18n';
import { showAlert } from '../state/ui.ts';
import { freshIdentity } from './freshIdentity.ts';
import { goTo } from './goTo.ts';
import { registerExtras, type SocialIdentity } from './socialIdentity.ts';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The player signs in with the provider, never with this password; it only satisfies the password rule. */
export function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const body = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `a${body}7`;
}

export async function autoRegister(id: SocialIdentity): Promise<boolean> {
  const env = await request<AutoUsernameResponse>({ method: 'POST', path: AUTH_PATHS.registerAutoUsername, body: {}, auth: false, silent: true });
  const username = env.success ? env.value?.username : undefined;
  if (typeof username !== 'string' || !USERNAME_PATTERN.test(username)) {
    if (env.success) console.error('autoUsername: malformed answer', env.value);
    showAlert(env.message, t('register_failed'));
    return false;
  }
  // The auto-registered login uses the redirect home URL (spec section 4).
  const r = await submitRegister({ kind: 'username', username, password: randomPassword() }, { go: BASE + PATHS.home, extras: registerExtras(await freshIdentity(id)) });
  if (r.status === 'success' && r.target) goTo(r.target);
  return r.status === 'success';
}
