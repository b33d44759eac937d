/**
 * The authentication dialogs (spec section 2): login and register modals, the login-confirm dialog and
 * the second-step verification dialog. Pages and sign-in methods open them through these actions.
 */
import { proxy, ref } from 'valtio';
import type { LoginVerifyFlags } from '../../contract/wps.ts';

export interface LoginConfirmRequest {
  /** Shown only when FIREBASECREATEACC3 or SSOMANUALREG3 is on. */
  showRegister: boolean;
  onExisting: () => void;
  onRegister: () => void;
}

export interface VerificationRequest { challengeId?: string; flags: LoginVerifyFlags }

export type FlowPhase = 'idle' | 'processing' | 'success' | 'failure';

export const state = proxy({
  /** Spec section 4: the login and registration machines' phases (forms disable their buttons while processing). */
  loginPhase: 'idle' as FlowPhase,
  registerPhase: 'idle' as FlowPhase,
  loginOpen: false,
  registerOpen: false,
  /** Where a modal login or registration leads (validated when used); null means the page's own go. */
  go: null as string | null,
  confirm: null as LoginConfirmRequest | null,
  verification: null as VerificationRequest | null,
});

export function openLogin(go: string | null = null): void { state.registerOpen = false; state.go = go; state.loginOpen = true; }
export function openRegister(go: string | null = null): void { state.loginOpen = false; state.go = go; state.registerOpen = true; }
export function closeLogin(): void { state.loginOpen = false; }
export function closeRegister(): void { state.registerOpen = false; }
export function closeAuthDialogs(): void {
  state.loginOpen = false; state.registerOpen = false; state.confirm = null; state.verification = null;
}
// Callbacks are not state: ref keeps valtio from proxying them.
export function openLoginConfirm(request: LoginConfirmRequest): void { state.confirm = ref(request); }
export function closeLoginConfirm(): void { state.confirm = null; }
export function openVerification(request: VerificationRequest): void { state.verification = request; }
export function closeVerification(): void { state.verification = null; }
export function setLoginPhase(p: FlowPhase): void { state.loginPhase = p; }
export function setRegisterPhase(p: FlowPhase): void { state.registerPhase = p; }
