/** The login actions other features call: the modal, the standalone page, and the machine behind both. */
export { submitLogin } from '../auth/loginMachine.ts';
export type { LoginOptions, LoginOutcome } from '../auth/loginMachine.ts';
export type { LoginCredentials } from '../auth/loginRequest.ts';
export { openLogin, openRegister } from '../state/auth.ts';
