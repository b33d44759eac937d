import type { Context } from 'hono';
import type { LoginProvider } from '../../../contract/loginProviders.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import type { Merchant } from '../../merchants/merchant-config.ts';

/** Who a verified credential names at its provider. */
export interface VerifiedIdentity { subject: string; name: string }

/** What the reference server knows of one login provider: its gate, its credential check, its own login path. */
export interface ServerLoginProvider {
  row: LoginProvider;
  /** Whether this merchant offers it (spec section 6: methods are gated per merchant). */
  enabled(m: Merchant): boolean;
  /** Whether a registration may bind its identity (spec section 5). */
  registerEnabled(m: Merchant): boolean;
  /** Checks the credential of row.loginField or row.registerField; throws the provider's refusal code. */
  verify?(c: Context<AppEnv>, deps: AppDeps, credential: string): Promise<VerifiedIdentity>;
  /** The answer when a verified identity has no linked member. */
  unlinked: string;
  /** Answers its own login path (row.path), body read and validated here; the gate was applied before. */
  login?(c: Context<AppEnv>, deps: AppDeps): Promise<Response>;
}
