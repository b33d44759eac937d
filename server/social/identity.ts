import type { Context } from 'hono';
import type { RegisterPayload } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import type { SocialProvider } from '../auth/members.ts';
import { findByLink } from '../auth/members.ts';
import { requireMethod } from '../auth/method-gate.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/reply.ts';
import { verifyFirebaseIdToken } from './firebase-token.ts';
import { lineUserOf } from './line.ts';
import { verifyTelegramAuth } from './telegram-auth.ts';

export interface ProviderIdentity { provider: SocialProvider; subject: string; name: string }

type Tokens = Pick<RegisterPayload, 'firebaseChannel2' | 'firebaseIdToken2' | 'lineSessionToken' | 'telegramAuth'>;

/** Which token a channel needs (spec section 5: a messaging-app or LINE-style register request needs its token). */
const CHANNEL_TOKEN: Record<string, keyof Tokens> = { line: 'lineSessionToken', telegram: 'telegramAuth' };

/**
 * The provider identity a registration binds, verified, or null for a plain registration. At most one
 * token; an identity already linked to a member is refused (social.already.bound).
 */
export async function registrationIdentity(c: Context<AppEnv>, deps: AppDeps, body: Tokens): Promise<ProviderIdentity | null> {
  const merchant = c.get('merchant');
  const channel = body.firebaseChannel2?.toLowerCase();
  const needed = channel ? (CHANNEL_TOKEN[channel] ?? 'firebaseIdToken2') : undefined;
  if (needed && !body[needed]) throw new HttpError(400, CODES.badRequest, `${needed} is required for a ${channel} registration`);
  const given = (['firebaseIdToken2', 'lineSessionToken', 'telegramAuth'] as const).filter((k) => body[k]);
  if (given.length > 1) throw new HttpError(400, CODES.badRequest, `only one of ${given.join(', ')} may be sent`);
  let identity: ProviderIdentity | null = null;
  const now = deps.now();
  if (body.firebaseIdToken2) {
    requireMethod(merchant, 'firebaseRegister');
    const r = await verifyFirebaseIdToken(body.firebaseIdToken2, merchant.config.sms.projectId, now);
    if (typeof r === 'string') throw new HttpError(200, CODES.firebaseTokenInvalid, `firebase sign-in refused: ${r}`);
    identity = { provider: 'firebase', subject: r.uid, name: r.email ?? '' };
  } else if (body.lineSessionToken) {
    requireMethod(merchant, 'line');
    const user = await lineUserOf(deps.db, merchant.code, body.lineSessionToken, now);
    if (!user) throw new HttpError(200, CODES.lineInvalidToken, 'the LINE session is invalid or expired');
    identity = { provider: 'line', subject: user, name: '' };
  } else if (body.telegramAuth) {
    requireMethod(merchant, 'telegram');
    const user = verifyTelegramAuth(body.telegramAuth, merchant.config.server.telegramBotToken ?? '', now);
    if (!user) throw new HttpError(200, CODES.telegramValidateFailed, 'the Telegram sign-in could not be verified');
    identity = { provider: 'telegram', subject: String(user.id), name: user.username ?? '' };
  }
  if (identity && (await findByLink(deps.db, merchant.code, identity.provider, identity.subject))) {
    throw new HttpError(200, CODES.socialAlreadyBound, `this ${identity.provider} account already has a member; log in instead`);
  }
  return identity;
}
