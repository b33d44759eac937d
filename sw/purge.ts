/** PURGE_MEMBER_CACHE (sent on logout and session expiry): forget every cached /wps answer that is member data. */
import { LAST_GOOD_CACHE, markPurged, MEMBER_HEADER } from './runtimeWps.ts';

/**
 * Deletes each last good copy that was fetched with a token (its member tag is set); guests' copies of
 * public data stay, so the lobby still renders offline after a logout. Resolves to the number deleted.
 */
export async function purgeMemberCache(storage: Pick<CacheStorage, 'open' | 'has'>, now: () => number = Date.now): Promise<number> {
  markPurged(now());
  if (!(await storage.has(LAST_GOOD_CACHE))) return 0;
  const cache = await storage.open(LAST_GOOD_CACHE);
  let deleted = 0;
  for (const request of await cache.keys()) {
    const copy = await cache.match(request);
    // An unreadable or untagged entry is treated as member data: dropping public data only costs a fetch.
    const tag = copy?.headers.get(MEMBER_HEADER);
    if (tag === '') continue;
    if (await cache.delete(request)) deleted += 1;
  }
  return deleted;
}
