import { LOGIN_PROVIDER_IDS, type LoginProvider, type LoginProviderId, type SocialLink } from '../../../contract/loginProviders.ts';
import type { Merchant } from '../../merchants/merchant-config.ts';
import { facebook } from './facebook.ts';
import { google } from './google.ts';
import { line } from './line.ts';
import { maya } from './maya.ts';
import { telegram } from './telegram.ts';
import { twitter } from './twitter.ts';
import type { ServerLoginProvider } from './types.ts';

export type { ServerLoginProvider, VerifiedIdentity } from './types.ts';

/** The server's login-provider registry, keyed by id: a provider of the contract without a module fails to compile. */
export const SERVER_PROVIDERS: Readonly<Record<LoginProviderId, ServerLoginProvider>> = { google, facebook, twitter, line, telegram, maya };

export const SERVER_PROVIDER_LIST: readonly ServerLoginProvider[] = LOGIN_PROVIDER_IDS.map((id) => SERVER_PROVIDERS[id]);

/** The provider whose credential an encrypted login of this type carries (the Firebase channels verify alike). */
export const providerOfType = (type: string): ServerLoginProvider | undefined => SERVER_PROVIDER_LIST.find((p) => p.row.type === type);

/** The provider named by a registration's firebaseChannel2 (production names LINE and Telegram there too). */
export const providerOfChannel = (channel: string): ServerLoginProvider | undefined =>
  SERVER_PROVIDER_LIST.find((p) => p.row.channel === channel || p.row.id === channel);

/** The registration credential fields, each once. */
export const REGISTER_FIELDS = [...new Set(SERVER_PROVIDER_LIST.map((p) => p.row.registerField).filter((f) => f !== null))] as
  readonly NonNullable<LoginProvider['registerField']>[];

export const providerOfRegisterField = (field: string): ServerLoginProvider | undefined =>
  SERVER_PROVIDER_LIST.find((p) => p.row.registerField === field);

/** A family of identities is open when one of its providers is (one Firebase user, several channels). */
export const linkEnabled = (m: Merchant, link: SocialLink): boolean => SERVER_PROVIDER_LIST.some((p) => p.row.link === link && p.enabled(m));
