/**
 * What every successful login does (spec section 4), whatever the method: remembered login saved or
 * cleared, token set, modals closed, session renewed, then the go target, /m/changePsw or /m/home.
 */
import { track } from '../marketing';
import type { LoginResponse, LoginType } from '../../contract/wps.ts';
import type { LoginProviderId } from '../../contract/loginProviders.ts';
import { CHANGE_PASSWORD_PATH, postLoginTarget } from '../actions/postLoginTarget.ts';
import { flag, merchantCode } from '../state/merchant.ts';
import { showToast } from '../state/ui.ts';
import { yieldToMain } from '../lib/yieldToMain.ts';
import { setAutoLoginSwitch } from './autoLoginSwitch.ts';
import { usesDefaultPassword } from './defaultPassword.ts';
import { openMemberSession } from './memberSession.ts';
import { clearRemembered, saveRemembered, type RememberedMeta } from './rememberedLogin.ts';

/** How long the player sees that a link was ignored. */
const INVALID_LINK_TOAST_MS = 4000;

export interface RememberChoice {
  save: boolean;
  /** The auto-login box (only offered when MOBILEAUTOLOGIN3 is on). */
  autoLogin: boolean;
  meta: Omit<RememberedMeta, 'merchant'>;
}

export interface CompleteLoginOptions {
  /** The login type, or the provider for one without (loginMethodOf). */
  method: LoginType | LoginProviderId;
  /** The post-login target from the query (validated inside). */
  go: string | null;
  /** The password typed, for the remembered login (sealed, never stored in plain). */
  password?: string;
  /** The form's remember choice; left out (social and wallet logins) the remembered login is untouched. */
  remember?: RememberChoice;
}

export class LoginAnswerError extends Error {}

/** A success answer the session can be built from. */
export function isLoginResponse(x: unknown): x is LoginResponse {
  const v = x as Record<string, unknown> | null;
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof v.token === 'string' && v.token.length > 0
    && v.token.length <= 512 && typeof v.userName === 'string';
}

async function applyRemember(choice: RememberChoice, password: string | undefined): Promise<void> {
  const merchant = merchantCode();
  if (!choice.save || !merchant) {
    clearRemembered();
    return;
  }
  await saveRemembered({ ...choice.meta, merchant }, password);
  if (flag('MOBILEAUTOLOGIN3')) setAutoLoginSwitch(choice.autoLogin);
}

/** Returns the path to navigate to. Throws LoginAnswerError when the answer cannot make a session. */
export async function completeLogin(value: LoginResponse | null, options: CompleteLoginOptions): Promise<string> {
  if (!isLoginResponse(value)) {
    console.error('login: malformed answer', value);
    throw new LoginAnswerError('malformed login answer');
  }
  if (options.remember) await applyRemember(options.remember, options.password);
  const { target, goRefused } = postLoginTarget({
    firstTimeLogin: value.firstTimeLogin === true,
    passwordExpired: value.passwordExpired === true,
    forceChangeOnExpiry: flag('PWDEXPFORCECHANGE3'),
    defaultPassword: usesDefaultPassword(options.method, value.defaultPassword, options.password),
    go: options.go,
    origin: location.origin,
  });
  // Held on the change page (the guard keeps the member there whatever address is typed), or member info and chat identity.
  openMemberSession({
    spanId: String(value.spanId ?? ''), id: String(value.id ?? ''), token: value.token, merchantCode: merchantCode() ?? '',
    userName: value.userName, type: Number(value.customerType) || 0, firstTimeLogin: value.firstTimeLogin === true,
  }, target === CHANGE_PASSWORD_PATH);
  void track('login', { customerId: String(value.id ?? ''), customerName: value.userName });
  if (goRefused && options.go) {
    console.warn('login: go target refused', options.go.slice(0, 200));
    showToast('invalid_link', INVALID_LINK_TOAST_MS);
  }
  // The session's re-render and the next page's render are separate tasks, not one long one on a slow phone.
  await yieldToMain();
  return target;
}
