import { describe, expect, it, vi } from 'vitest';
import { networkWithLastGood } from '../../../sw/runtimeWps.ts';
import { LAST_GOOD_CACHE, MEMBER_HEADER } from '../../../sw/runtimeWps.ts';
import { purgeMemberCache } from '../../../sw/purge.ts';
import { FakeCacheStorage, json } from './fakeCaches.ts';

const origin = 'https://shop.example';

async function fill(storage: FakeCacheStorage, url: string, token?: string): Promise<void> {
  const pending: Promise<unknown>[] = [];
  await networkWithLastGood(new Request(url, token ? { headers: { Authorization: token } } : {}), {
    caches: storage, fetch: async () => json({ success: true, value: url }), now: Date.now, notify: () => {}, defer: (p) => pending.push(p),
  });
  await Promise.all(pending);
}

describe('purgeMemberCache', () => {
  it('drops every copy fetched with a token and keeps the guests\' public copies', async () => {
    const storage = new FakeCacheStorage();
    await fill(storage, `${origin}/wps/v2/system/status`);
    await fill(storage, `${origin}/wps/relay/MCSFE_getBanners`, 'tok-1');
    await fill(storage, `${origin}/wps/relay/GCSGAME_getGameLanes`, 'tok-1');
    expect(await purgeMemberCache(storage)).toBe(2);
    expect(storage.urls(LAST_GOOD_CACHE)).toEqual([`${origin}/wps/v2/system/status`]);
  });

  it('treats an entry without the member tag as member data', async () => {
    const storage = new FakeCacheStorage();
    const cache = await storage.open(LAST_GOOD_CACHE);
    await cache.put(`${origin}/wps/system/country`, json({ success: true }));
    await cache.put(`${origin}/wps/relay/MCSFE_getBanners`, json({ success: true }, { headers: { [MEMBER_HEADER]: '', 'Content-Type': 'application/json' } }));
    expect(await purgeMemberCache(storage)).toBe(1);
    expect(storage.urls(LAST_GOOD_CACHE)).toEqual([`${origin}/wps/relay/MCSFE_getBanners`]);
  });

  it('never stores a member\'s answer that was still in flight when the purge ran', async () => {
    const storage = new FakeCacheStorage();
    await fill(storage, `${origin}/wps/v2/system/status`);
    let now = 1000;
    let answer: (r: Response) => void = () => {};
    const pending: Promise<unknown>[] = [];
    const deps = {
      caches: storage, now: () => now, notify: () => {}, defer: (p: Promise<unknown>) => pending.push(p),
      fetch: () => new Promise<Response>((resolve) => { answer = resolve; }),
    };
    const inFlight = networkWithLastGood(new Request(`${origin}/wps/relay/MCSFE_getBanners`, { headers: { Authorization: 'tok-1' } }), deps);
    now = 2000;
    await purgeMemberCache(storage, () => now);
    answer(json({ success: true, value: ['vip'] }));
    await inFlight;
    await Promise.all(pending);
    expect(storage.urls(LAST_GOOD_CACHE)).toEqual([`${origin}/wps/v2/system/status`]);
    now = 3000;
    await fill(storage, `${origin}/wps/relay/GCSGAME_getGameLanes`, 'tok-2');
    expect(storage.urls(LAST_GOOD_CACHE)).toContain(`${origin}/wps/relay/GCSGAME_getGameLanes`);
  });

  it('does nothing (and creates no cache) when nothing was cached', async () => {
    const storage = new FakeCacheStorage();
    const open = vi.spyOn(storage, 'open');
    expect(await purgeMemberCache(storage)).toBe(0);
    expect(open).not.toHaveBeenCalled();
  });
});
