import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import { CdnImage, IMAGE_FADE_AFTER_MS } from '../../../src/components/lobby/CdnImage.tsx';
import { InviteBanner, INVITE_CLOSED_KEY, showInvite } from '../../../src/components/lobby/InviteBanner.tsx';
import type { BannerContext } from '../../../src/lobby/bannerAction.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { statusInfo, testRoot } from '../ui/helpers.ts';

afterEach(() => { merchant.status = null; });

const ctx: BannerContext = { origin: location.origin, own: { current: location.hostname, mainDomain: '' }, token: null, userName: '', isAgent: false, backUrl: '/m/home' };
const invite = { id: 'inv', groupName: 'm_invite', url: 'https://a.cdn/acme/banners/inv.svg', linkageType: 'URL' as const, linkage: '/m/inviteFriends', roomId: '', nodeId: '', gameType: '', vendor: '' };

describe('CdnImage', () => {
  it('is sized and lazy, tries the next CDN on error, then draws a letter tile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    merchant.status = ref(statusInfo({ imageCDNs: ['https://a.cdn/acme', 'https://b.cdn/acme'] }));
    const root = testRoot();
    await root.render(<CdnImage src="https://a.cdn/acme/games/x.svg" width={96} height={96} label="Lucky Neko" />);
    const img = root.host.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['96', '96', 'lazy']);
    await act(async () => { img.dispatchEvent(new Event('error')); });
    expect(root.host.querySelector('img')?.getAttribute('src')).toBe('https://b.cdn/acme/games/x.svg');
    await act(async () => { root.host.querySelector('img')!.dispatchEvent(new Event('error')); });
    expect(root.host.querySelector('img')).toBeNull();
    expect(root.host.querySelector('.img-fallback')?.textContent).toBe('LN');
    await root.unmount();
  });

  it('an image in within IMAGE_FADE_AFTER_MS just appears; one still loading then is hidden and fades in once loaded', async () => {
    vi.useFakeTimers();
    const mount = async (): Promise<{ img: HTMLImageElement; unmount: () => Promise<void> }> => {
      const root = testRoot();
      await root.render(<CdnImage src="https://a.cdn/acme/games/x.png" width={96} height={96} label="Lucky Neko" />);
      return { img: root.host.querySelector('img')!, unmount: () => root.unmount() };
    };
    const complete = (img: HTMLImageElement, value: boolean): void => { Object.defineProperty(img, 'complete', { configurable: true, get: () => value }); };

    const quick = await mount();
    complete(quick.img, false);
    vi.advanceTimersByTime(IMAGE_FADE_AFTER_MS - 1);
    complete(quick.img, true);
    quick.img.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IMAGE_FADE_AFTER_MS);
    // No attribute at all: the image's style never changes, so no transition and no restyle.
    expect([quick.img.className, quick.img.dataset.wait, quick.img.dataset.in]).toEqual(['fade', undefined, undefined]);
    await quick.unmount();

    const late = await mount();
    complete(late.img, false);
    vi.advanceTimersByTime(IMAGE_FADE_AFTER_MS);
    expect([late.img.dataset.wait, late.img.dataset.in]).toEqual(['', undefined]);
    complete(late.img, true);
    late.img.dispatchEvent(new Event('load'));
    expect([late.img.dataset.wait, late.img.dataset.in]).toEqual(['', '']);
    await late.unmount();

    // Loaded before the listener was on (a cached image): complete when the timer fires, so it is never hidden.
    const cached = await mount();
    complete(cached.img, true);
    vi.advanceTimersByTime(IMAGE_FADE_AFTER_MS);
    expect(cached.img.dataset.wait).toBeUndefined();
    await cached.unmount();
    vi.useRealTimers();
  });

  it('never puts a hostile source in the page', async () => {
    const root = testRoot();
    await root.render(<CdnImage src="javascript:alert(1)" width={10} height={10} label="x" />);
    expect(root.host.querySelector('img')).toBeNull();
    await root.unmount();
  });
});

describe('top invite banner', () => {
  it('needs the referral promotion and a banner image', () => {
    expect(showInvite(true, invite, false)).toBe(true);
    expect(showInvite(false, invite, false)).toBe(false);
    expect(showInvite(true, undefined, false)).toBe(false);
    expect(showInvite(true, { ...invite, url: '' }, false)).toBe(false);
    expect(showInvite(true, invite, true)).toBe(false);
  });

  it('closes for the rest of the session', async () => {
    const root = testRoot();
    await root.render(<InviteBanner banner={invite} referralEnabled ctx={ctx} />);
    expect(root.host.querySelector('[data-testid="invite-banner"]')).not.toBeNull();
    await act(async () => { (root.host.querySelector('button.x') as HTMLButtonElement).click(); });
    expect(root.host.querySelector('[data-testid="invite-banner"]')).toBeNull();
    expect(sessionStorage.getItem(INVITE_CLOSED_KEY)).toBe('1');
    await root.unmount();
    const again = testRoot();
    await again.render(<InviteBanner banner={invite} referralEnabled ctx={ctx} />);
    expect(again.host.querySelector('[data-testid="invite-banner"]')).toBeNull();
    await again.unmount();
  });
});
