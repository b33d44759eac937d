import { describe, expect, it, vi } from 'vitest';
import { isOfflineFallbackNavigation, networkOrOfflinePage } from '../../../sw/offline.ts';

const origin = 'https://shop.example';
const nav = (path: string, mode = 'navigate', from = origin) => isOfflineFallbackNavigation(new URL(path, from), mode, origin);

describe('isOfflineFallbackNavigation', () => {
  it('covers same-origin navigations the shell does not serve', () => {
    expect(nav('/m/unknown')).toBe(true);
    expect(nav('/m/sw.js')).toBe(true);
    expect(nav('/cdn/demo/logo.png')).toBe(true);
  });

  it('leaves app routes to the shell and never touches assets, subresources or other origins', () => {
    expect(nav('/m/home')).toBe(false);
    expect(nav('/m/member/home?x=1')).toBe(false);
    expect(nav('/m/assets/index-abc.js')).toBe(false);
    expect(nav('/m/unknown', 'cors')).toBe(false);
    expect(nav('/m/unknown', 'navigate', 'https://evil.example')).toBe(false);
  });
});

describe('networkOrOfflinePage', () => {
  const offlinePage = async () => new Response('<h1>offline</h1>', { headers: { 'Content-Type': 'text/html' } });

  it('returns the server answer whatever its status', async () => {
    const res = await networkOrOfflinePage(new Request(`${origin}/m/unknown`), async () => new Response('nf', { status: 404 }), offlinePage);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('nf');
  });

  it('shows the offline page only when the network is unreachable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fail = async (): Promise<Response> => { throw new TypeError('Failed to fetch'); };
    expect(await (await networkOrOfflinePage(new Request(`${origin}/m/x`), fail, offlinePage)).text()).toBe('<h1>offline</h1>');
    expect((await networkOrOfflinePage(new Request(`${origin}/m/x`), fail, async () => undefined)).type).toBe('error');
  });
});
