/**
 * The login providers (spec sections 3, 4 and 7, production wire A2, A4-A6): one row each with the facts both the
 * site and the reference server read. Adding a provider is one row here, one module under src/social/providers/,
 * one under server/social/providers/, and its catalogue key.
 */
import { AUTH_PATHS, type RegisterPayload } from './auth.ts';
import type { WhitelabelFlag } from './flags.ts';
import type { LoginRequest, LoginType } from './wps.ts';

export interface LoginProviderRow {
  id: string;
  /** The whitelabel flag that offers it; null when the provider's own setting decides (the wallet). */
  flag: WhitelabelFlag | null;
  /** `type` of the encrypted /wps/session/login that carries its credential (linking with a password); null: none. */
  type: Exclude<LoginType, 'username' | 'sms'> | null;
  /** firebaseChannel (login) and firebaseChannel2 (registration) value; null when not sent. */
  channel: string | null;
  /** The provider's own plain login path; null when it logs in only through the encrypted login. */
  path: string | null;
  /** The LoginRequest field that carries its credential. */
  loginField: keyof Pick<LoginRequest, 'firebaseIdToken' | 'lineSessionToken' | 'telegramAuth'> | null;
  /** The registration field that binds its identity to a new account (spec section 5). */
  registerField: keyof Pick<RegisterPayload, 'firebaseIdToken2' | 'lineSessionToken' | 'telegramAuth'> | null;
  /** The identity family the server links members to (one Firebase user may sign in through several channels). */
  link: string;
  /** Button position, smallest first. */
  order: number;
}

export const LOGIN_PROVIDERS = [
  { id: 'google', flag: 'GOOGLELOGIN3', type: 'firebase', channel: 'google', path: null, loginField: 'firebaseIdToken', registerField: 'firebaseIdToken2', link: 'firebase', order: 10 },
  { id: 'facebook', flag: 'FACEBOOKLOGIN3', type: 'firebase', channel: 'facebook', path: null, loginField: 'firebaseIdToken', registerField: 'firebaseIdToken2', link: 'firebase', order: 20 },
  { id: 'twitter', flag: 'TWITTERLOGIN3', type: 'firebase', channel: 'twitter', path: null, loginField: 'firebaseIdToken', registerField: 'firebaseIdToken2', link: 'firebase', order: 30 },
  { id: 'line', flag: 'LINELOGIN3', type: 'line', channel: null, path: AUTH_PATHS.loginLine, loginField: 'lineSessionToken', registerField: 'lineSessionToken', link: 'line', order: 40 },
  { id: 'telegram', flag: 'TELEGRAMLOGIN3', type: 'telegram', channel: null, path: AUTH_PATHS.loginTelegram, loginField: 'telegramAuth', registerField: 'telegramAuth', link: 'telegram', order: 50 },
  { id: 'maya', flag: null, type: null, channel: null, path: AUTH_PATHS.loginMaya, loginField: null, registerField: null, link: 'maya', order: 60 },
] as const satisfies readonly LoginProviderRow[];

type Row = (typeof LOGIN_PROVIDERS)[number];
export type LoginProviderId = Row['id'];
export type LoginProvider<I extends LoginProviderId = LoginProviderId> = Extract<Row, { id: I }>;
/** Providers signed in through Firebase Auth. */
export type FirebaseChannel = Extract<Row, { type: 'firebase' }>['id'];
/** Providers whose credential rides in a login or registration request (all but the wallet). */
export type CredentialProviderId = Exclude<Row, { loginField: null }>['id'];
/** The identity families of the server's member links. */
export type SocialLink = Row['link'];

type Assert<T extends true> = T;
/** Every provider login type of the wire has a row: a new LoginType without one fails to compile. */
export type EveryLoginTypeHasAProvider = Assert<[Exclude<LoginType, 'username' | 'sms' | NonNullable<Row['type']>>] extends [never] ? true : false>;

export const LOGIN_PROVIDER_IDS: readonly LoginProviderId[] = [...LOGIN_PROVIDERS].sort((a, b) => a.order - b.order).map((p) => p.id);

/** The row of an id from the wire or storage; undefined for anything else. */
export function loginProvider(id: unknown): LoginProvider | undefined {
  return LOGIN_PROVIDERS.find((p) => p.id === id);
}

/** What a successful login of this provider names as its method: its login type, else its id. */
export const loginMethodOf = (p: LoginProvider): NonNullable<Row['type']> | LoginProviderId => p.type ?? p.id;

/** The row of a known id, typed by it. */
export const providerRow = <I extends LoginProviderId>(id: I): LoginProvider<I> => LOGIN_PROVIDERS.find((p) => p.id === id) as LoginProvider<I>;
