/**
 * Auto login on mount (spec section 4): replays the remembered username login when no rule skips it.
 * Its error rules live in the login machine (auto: true): credentials errors forget the remembered login,
 * token_ip_different turns the switch off; nothing is alerted.
 */
import { state as merchant } from '../state/merchant.ts';
import type { AutoLoginSkip } from './autoLoginRules.ts';
import { currentSkipReason } from './autoLoginGate.ts';
import { submitLogin } from './loginMachine.ts';
import { readRememberedMeta, readRememberedPassword } from './rememberedLogin.ts';

export type AutoLoginResult = { ran: false; skip: AutoLoginSkip | 'captcha' | 'unreadable' } | { ran: true; target: string | null };

export async function runAutoLogin(): Promise<AutoLoginResult> {
  const skip = currentSkipReason();
  if (skip) return { ran: false, skip };
  // A puzzle the player did not ask for is not shown on landing: with a login captcha they log in by hand.
  if (merchant.status?.register.captcha.login === true) return { ran: false, skip: 'captcha' };
  const meta = readRememberedMeta();
  const password = await readRememberedPassword();
  if (!meta?.username || !password) return { ran: false, skip: 'unreadable' };
  const go = new URLSearchParams(location.search).get('go');
  const outcome = await submitLogin({ type: 'username', username: meta.username, password }, { go, auto: true });
  return { ran: true, target: outcome.status === 'success' ? outcome.target : null };
}
