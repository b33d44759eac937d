/**
 * Auto-registration after a social sign-in with no linked account (spec section 4): one PUT to autoUsername with
 * the full registration payload (production wire A11); the server picks the username, registers and logs in.
 */
import { BASE, PATHS } from '../../contract/routes.ts';
import { submitRegister } from '../auth/registerMachine.ts';
import { askConsent } from './askConsent.ts';
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

/** false when no account was made: refused (alerted by the machine) or the player cancelled the confirmations. */
export async function autoRegister(id: SocialIdentity): Promise<boolean> {
  const consent = await askConsent();
  if (!consent) return false;
  const form = { kind: 'auto' as const, password: randomPassword(), ...(Object.keys(consent).length ? { consent } : {}) };
  // The auto-registered login uses the redirect home URL (spec section 4); the identity is refreshed after the wait.
  const r = await submitRegister(form, { go: BASE + PATHS.home, extras: registerExtras(await freshIdentity(id)) });
  if (r.status === 'success' && r.target) goTo(r.target);
  return r.status === 'success';
}
