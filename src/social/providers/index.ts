/**
 * The login-provider registry of the site: one module per provider of contract/loginProviders.ts. The modules are
 * small; each imports its sign-in code only when its button is pressed or its result comes back.
 */
import { LOGIN_PROVIDER_IDS, type LoginProviderId } from '../../../contract/loginProviders.ts';
import { facebook } from './facebook.ts';
import { google } from './google.ts';
import { line } from './line.ts';
import { maya } from './maya.ts';
import { telegram } from './telegram.ts';
import { twitter } from './twitter.ts';
import type { ClientLoginProvider } from './types.ts';

export type { ClientLoginProvider, StartOptions, TokenRefresher } from './types.ts';
// Served from here so the marks share the registry's chunk (one precache entry, not two).
export { ProviderIcon } from '../ProviderIcon.tsx';

/** Keyed by id, so a provider of the contract without a module here fails to compile. */
export const CLIENT_PROVIDERS: Readonly<Record<LoginProviderId, ClientLoginProvider>> = { google, facebook, twitter, line, telegram, maya };

/** In button order. */
export const PROVIDERS: readonly ClientLoginProvider[] = LOGIN_PROVIDER_IDS.map((id) => CLIENT_PROVIDERS[id]);

export const clientProvider = (id: LoginProviderId): ClientLoginProvider => CLIENT_PROVIDERS[id];
