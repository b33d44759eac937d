/** A waiting provider sign-in's identity with a token young enough to send (see tokenPoll.ts). */
import { clientProvider, type TokenRefresher } from './providers/index.ts';
import { isFresh, pollFreshIdToken, type PollOptions } from './tokenPoll.ts';
import type { SocialIdentity } from './socialIdentity.ts';

export type { TokenRefresher };

/** Only providers whose tokens age (their module has refreshToken) are refreshed; refresher replaces it in tests. */
export async function freshIdentity(id: SocialIdentity, refresher?: TokenRefresher, o: PollOptions = {}): Promise<SocialIdentity> {
  const now = o.now ?? Date.now;
  const own = clientProvider(id.provider).refreshToken;
  if (!own || isFresh(id.token, now(), o.maxAgeS)) return id;
  const read = await (refresher ?? own)();
  if (!read) return id;
  const token = await pollFreshIdToken(read, o);
  if (!token) console.warn('[social] no fresh provider token in time; sending the one held');
  return token ? { ...id, token } : id;
}
