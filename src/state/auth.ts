/**
 * The authentication dialogs (spec section 2): login and register modals, the login-confirm dialog and
 * the second-step verification dialog. Pages and sign-in methods open them through these actions.
 */
import { proxy } from 'valtio';
import type { LoginVerifyFlags } from '../../contract/wps.ts';

export interface LoginConfirmRequest {
  /** Shown only when FIREBASECREATEACC3 or SSOMANUALREG3 is on. */
  showRegister: boolean;
  onExisting: () => void;
  onRegister: () => void;
}

export interface VerificationRequest { challengeId: string; flags: LoginVerifyFlags }

export const state = proxy({
  loginOpen: false,
  registerOpen: false,
  confirm: null as LoginConfirmRequest | null,
  verification: null as VerificationRequest | null,
});

export function openLogin(): void { state.registerOpen = false; state.loginOpen = true; }
export function openRegister(): void { state.loginOpen = false; state.registerOpen = true; }
export function closeAuthDialogs(): void {
  state.loginOpen = false; state.registerOpen = false; state.confirm = null; state.verification = null;
}
export function openLoginConfirm(request: LoginConfirmRequest): void { state.confirm = request; }
export function openVerification(request: VerificationRequest): void { state.verification = request; }
