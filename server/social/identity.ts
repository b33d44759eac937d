import type { Context } from 'hono';
import type { RegisterPayload } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import type { SocialProvider } from '../auth/members.ts';
import { findByLink } from '../auth/members.ts';
import { requireEnabled } from '../auth/method-gate.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/reply.ts';
import { REGISTER_FIELDS, providerOfChannel, providerOfRegisterField } from './providers/index.ts';

export interface ProviderIdentity { provider: SocialProvider; subject: string; name: string }

type Tokens = Pick<RegisterPayload, 'firebaseChannel2' | 'firebaseIdToken2' | 'lineSessionToken' | 'telegramAuth'>;

/** A channel no provider names asks for an ID token, as production's Firebase channels do. */
const DEFAULT_FIELD = 'firebaseIdToken2';

/**
 * The provider identity a registration binds, verified, or null for a plain registration. At most one
 * token; an identity already linked to a member is refused (social.already.bound).
 */
export async function registrationIdentity(c: Context<AppEnv>, deps: AppDeps, body: Tokens): Promise<ProviderIdentity | null> {
  const merchant = c.get('merchant');
  const channel = body.firebaseChannel2?.toLowerCase();
  // Spec section 5: a messaging-app or LINE-style register request needs its own token.
  const needed = channel ? (providerOfChannel(channel)?.row.registerField ?? DEFAULT_FIELD) : undefined;
  if (needed && !body[needed]) throw new HttpError(400, CODES.badRequest, `${needed} is required for a ${channel} registration`);
  const given = REGISTER_FIELDS.filter((k) => body[k]);
  if (given.length > 1) throw new HttpError(400, CODES.badRequest, `only one of ${given.join(', ')} may be sent`);
  const field = given[0];
  const provider = field ? providerOfRegisterField(field) : undefined;
  if (!field || !provider?.verify) return null;
  requireEnabled(provider.registerEnabled(merchant), `${provider.row.link} registration`);
  const { subject, name } = await provider.verify(c, deps, body[field] ?? '');
  const identity: ProviderIdentity = { provider: provider.row.link, subject, name };
  if (await findByLink(deps.db, merchant.code, identity.provider, identity.subject)) {
    throw new HttpError(200, CODES.socialAlreadyBound, `this ${identity.provider} account already has a member; log in instead`);
  }
  return identity;
}
