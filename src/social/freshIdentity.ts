/** A waiting provider sign-in's identity with a token young enough to send (see tokenPoll.ts). */
import { isFresh, pollFreshIdToken, type PollOptions } from './tokenPoll.ts';
import type { SocialIdentity } from './socialIdentity.ts';

/** Starts a refresh at the provider and answers a reader of the latest token; null when no provider user is signed in. */
export type TokenRefresher = () => Promise<(() => string | null) | null>;

const providerRefresher: TokenRefresher = async () => (await import('./firebaseSignIn.ts')).refreshProviderToken();

export async function freshIdentity(id: SocialIdentity, refresher: TokenRefresher = providerRefresher, o: PollOptions = {}): Promise<SocialIdentity> {
  const now = o.now ?? Date.now;
  if (id.kind !== 'firebase' || isFresh(id.idToken, now(), o.maxAgeS)) return id;
  const read = await refresher();
  if (!read) return id;
  const token = await pollFreshIdToken(read, o);
  if (!token) console.warn('[social] no fresh provider token in time; sending the one held');
  return token ? { ...id, idToken: token } : id;
}
