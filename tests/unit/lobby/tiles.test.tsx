import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { LaneView } from '../../../src/components/lobby/LaneView.tsx';
import { state as lobby } from '../../../src/state/lobby.ts';
import { BannerGroup } from '../../../src/components/lobby/BannerGroup.tsx';
import GameFrame from '../../../src/components/lobby/GameFrame.tsx';
import type { BannerContext } from '../../../src/lobby/bannerAction.ts';
import { TRACKING_KEY } from '../../../src/lib/tracking.ts';
import { testRoot } from '../ui/helpers.ts';
import { ref } from 'valtio';
import { state as i18n } from '../../../src/i18n/state.ts';
import en from '../../../src/i18n/locales/en.json';
import { state as ui } from '../../../src/state/ui.ts';
import { state as session } from '../../../src/state/session.ts';

// These tests are about the tiles, which render once the first screen is up (src/components/lobby/Rail.tsx).
ui.firstScreenUp = true;
ui.firstScreen = true;
// The tiles' chunk is loaded ahead, as the service worker's precache has it on a return visit: renders need not wait on it.
await import('../../../src/components/lobby/LaneRail.tsx');

const CODE = /\b[A-Z0-9]+_[A-Z0-9_]+\b/;
const ctx: BannerContext = { origin: location.origin, own: { current: location.hostname, mainDomain: '' }, token: null, userName: '', isAgent: false, backUrl: '/m/home' };
const CARDS = [
  { gameId: 'TCG_LOTTO_VN-keno', nodeId: '11', vendor: 'TCG_LOTTO_VN', displayName: 'Keno', accountTypeName: 'TCG_LOTTO_VN_ELOTT', freeplay: true, image: '', category: 'ELOTT' },
  { gameId: 'NONAME-x', nodeId: '12', vendor: 'NONAME', displayName: 'Draw', accountTypeName: 'NONAME_ELOTT', freeplay: false, image: '', category: 'ELOTT' },
];
/** A lane from the lane list, with its games already loaded (the lane view reads them from the lobby store). */
const lane = (count: number) => {
  lobby.games = { ELOTT: { status: 'ok', cards: ref(CARDS.slice(0, count)) } };
  return { title: 'ELOTT', ordinal: 900, gameCount: count, cards: [], gameClassify: [{ vendor: 'TCG_LOTTO_VN', name: 'TCG Lotto' }, { vendor: 'NONAME', name: 'NONAME_ELOTT' }] };
};

// The real English catalogue, so the texts (plural forms included) are the ones players read.
beforeAll(() => { i18n.catalog = ref(en as unknown as Record<string, string>); });
afterAll(() => { i18n.catalog = ref<Record<string, string>>({}); });
afterEach(() => { localStorage.clear(); vi.restoreAllMocks(); lobby.games = {}; });

describe('game tiles', () => {
  it('show the provider\'s name, never a code; a provider known only by code shows nothing', async () => {
    const root = testRoot();
    await root.render(<Router base="/m"><LaneView lane={lane(2)} eager={false} backUrl="/m/home" lite={false} /></Router>);
    expect(root.host.textContent).not.toMatch(CODE);
    const provs = [...root.host.querySelectorAll('.gcard .prov')].map((e) => e.textContent);
    expect(provs).toEqual(['TCG Lotto', '']);
    // Name and provider under the art; the star and "Try free" are buttons outside the launch link.
    expect(root.host.querySelector('.gcard .play .name')?.textContent).toBe('Keno');
    expect(root.host.querySelector('.play button')).toBeNull();
    expect(root.host.querySelectorAll('.gcard .over .fav')).toHaveLength(2);
    expect(root.host.querySelectorAll('.gcard .over .try')).toHaveLength(1);
    // The star is drawn: a ★ or ☆ glyph cost a font fallback lookup on the lobby's layout (system fonts lack both).
    expect(root.host.querySelectorAll('.gcard .fav svg path')).toHaveLength(2);
    expect(root.host.querySelector('.gcard .fav')?.textContent).toBe('');
    await root.unmount();
  });

  it('a guest\'s tap asks for a login first (as a lottery banner\'s does), with the launch as its go target; a member\'s launches', async () => {
    const root = testRoot();
    await root.render(<Router base="/m"><LaneView lane={lane(1)} eager={false} backUrl="/m/home" lite={false} /></Router>);
    const guest = new URL(root.host.querySelector<HTMLAnchorElement>('.gcard .play')!.href);
    expect(guest.pathname).toBe('/m/login');
    const go = new URL(guest.searchParams.get('go')!, location.origin);
    expect(go.pathname).toBe('/m/launchGame');
    expect(go.searchParams.get('code')).toBe('TCG_LOTTO_VN-keno');
    await act(async () => { session.info = { token: 't', userName: 'u' } as never; });
    expect(new URL(root.host.querySelector<HTMLAnchorElement>('.gcard .play')!.href).pathname).toBe('/m/launchGame');
    session.info = null;
    await root.unmount();
  });

  it('the lane header counts games with plural forms and links to the category page', async () => {
    const root = testRoot();
    await root.render(<Router base="/m"><LaneView lane={lane(1)} eager={false} backUrl="/m/home" lite={false} /></Router>);
    expect(root.host.querySelector('.lane-head h2 small')?.textContent).toBe('1 game');
    const all = root.host.querySelector<HTMLAnchorElement>('.lane-head a.see-all')!;
    expect(all.getAttribute('href')).toMatch(/^\/m\/elott/);
    expect(all.getAttribute('aria-label')).toContain('See all');
    await root.unmount();
    const two = testRoot();
    await two.render(<Router base="/m"><LaneView lane={lane(2)} eager={false} backUrl="/m/home" lite={false} /></Router>);
    expect(two.host.querySelector('.lane-head h2 small')?.textContent).toBe('2 games');
    await two.unmount();
  });
});

describe('banner carousel', () => {
  const banner = (id: string) => ({ id, groupName: 'm_home', url: `https://a.cdn/${id}.png`, linkageType: 'NONE' as const, linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '' });

  it('has one labelled dot per banner, the first current; one banner has no dots', async () => {
    const root = testRoot();
    await root.render(<BannerGroup group="m_home" banners={[banner('a'), banner('b'), banner('c')]} ctx={ctx} label="Promotions" />);
    const dots = [...root.host.querySelectorAll('.dots button')];
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Banner 1 of 3', 'Banner 2 of 3', 'Banner 3 of 3']);
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null]);
    await root.unmount();
    const one = testRoot();
    await one.render(<BannerGroup group="m_top" banners={[banner('a')]} ctx={ctx} label="Promotions" />);
    expect(one.host.querySelector('.dots')).toBeNull();
    await one.unmount();
  });
});

describe('game viewer', () => {
  const fullscreenEnabled = (on: boolean) => Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: on });

  it('offers full screen, unless the landing query said fullscreen=0', async () => {
    fullscreenEnabled(true);
    const root = testRoot();
    await root.render(<GameFrame url="about:blank" title="Keno" onBack={() => {}} />);
    expect(root.host.querySelector('[data-testid="fullscreen"]')).not.toBeNull();
    expect(root.host.querySelector('iframe')?.getAttribute('allow')).toContain('fullscreen');
    await root.unmount();

    localStorage.setItem(TRACKING_KEY, JSON.stringify({ fullscreen: '0' }));
    const off = testRoot();
    await off.render(<GameFrame url="about:blank" title="Keno" onBack={() => {}} />);
    expect(off.host.querySelector('[data-testid="fullscreen"]')).toBeNull();
    expect(off.host.querySelector('iframe')?.getAttribute('allow')).not.toContain('fullscreen');
    expect(off.host.querySelector('[data-testid="game-frame"]')?.getAttribute('data-fullscreen')).toBe('off');
    await off.unmount();
  });

  it('is named "Game" when only a code was known', async () => {
    const root = testRoot();
    await root.render(<GameFrame url="about:blank" title="" onBack={() => {}} />);
    expect(root.host.querySelector('[data-testid="game-frame"]')?.getAttribute('aria-label')).toBe('Game');
    await act(async () => {});
    await root.unmount();
  });
});
