/**
 * What every successful login does (spec section 4), whatever the method: remembered login saved or
 * cleared, token set, modals closed, session renewed, then the go target, /m/changePsw or /m/home.
 */
import type { LoginResponse, LoginType } from '../../contract/wps.ts';

export interface CompleteLoginOptions {
  method: LoginType | 'maya';
  /** The post-login target from the query (validated inside). */
  go: string | null;
  /** The password typed, for the default-password rule and the remembered login (never stored in plain). */
  password?: string;
}

/** SEAM: returns the path to navigate to. Owned by the login work; other methods only call it. */
export async function completeLogin(value: LoginResponse, options: CompleteLoginOptions): Promise<string> {
  void value; void options;
  return '/m/home';
}
