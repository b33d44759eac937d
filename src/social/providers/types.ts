/** What the site knows of one login provider: its row of the contract, its button, and its sign-in (loaded on press). */
import type { LoginProvider } from '../../../contract/loginProviders.ts';
import type { StatusInfo } from '../../../contract/wps.ts';
import type { MessageKey } from '../../i18n';
import type { IconId } from '../ProviderIcon';

/** The parts of the merchant's status that decide which providers are offered. */
export type OfferedBy = Pick<StatusInfo, 'sms' | 'whitelabelVal'>;

export interface StartOptions { go: string | null; mode: 'login' | 'register' }

/** Starts a refresh at the provider and answers a reader of the latest token; null when no provider user is signed in. */
export type TokenRefresher = () => Promise<(() => string | null) | null>;

export interface ClientLoginProvider {
  row: LoginProvider;
  icon: IconId;
  /** The button's accessible name ("Continue with ..."). */
  label: MessageKey;
  /** The visible short name (a brand name, not translated). */
  short: string;
  /** The name shown in dialogs (a brand name, not translated). */
  name: string;
  /** Whether the merchant's status offers it. */
  offered(status: OfferedBy): boolean;
  /** Asked once per page where the buttons show, when the provider's own setting decides. */
  confirm?: () => Promise<boolean>;
  /** The button press; the provider's code is imported here, never before. */
  start(o: StartOptions): Promise<unknown>;
  /** Reaching for the button: fetch what the press will need. */
  warm?: () => void;
  /** The provider sent the player back to the site with its result in the address. */
  handleResult?: (go: string | null) => Promise<unknown>;
  /** Its tokens age: a sign-in that waited on the player asks for a fresh one. */
  refreshToken?: TokenRefresher;
  /** A provider ID token for the member's own settings (second-factor enrollment). */
  idToken?: () => Promise<string | null>;
}

/** The row's whitelabel flag is on (a row without one is decided by the provider's setting). */
export const flagOn = (row: LoginProvider, status: OfferedBy): boolean => row.flag === null || status.whitelabelVal[row.flag] === true;
