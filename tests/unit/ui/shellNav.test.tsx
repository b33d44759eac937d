import { afterEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import { Router } from 'wouter';
import TabBar, { tabsFor } from '../../../src/components/TabBar.tsx';
import { TabBarSlot } from '../../../src/components/TabBarSlot.tsx';
import { state as ui } from '../../../src/state/ui.ts';
import { eventually } from '../eventually.ts';
import { Header } from '../../../src/components/Header.tsx';
import { CategoryNav, CATEGORY_ICONS } from '../../../src/components/lobby/CategoryNav.tsx';
import { CATEGORY_PAGES } from '../../../src/lobby/categoryPages.ts';
import { SHELL_ICON_NAMES } from '../../../src/components/icons/shellIcons.tsx';
import { state as merchant } from '../../../src/state/merchant.ts';
import { state as session, type SessionInfo } from '../../../src/state/session.ts';
import { state as member } from '../../../src/state/member.ts';
import { setUrl, statusInfo, testRoot, type TestRoot } from './helpers.ts';

let root: TestRoot;
const info: SessionInfo = { spanId: 's', id: '1', token: 'tok', merchantCode: 'acme', userName: 'p1', type: 0, firstTimeLogin: false };
afterEach(async () => {
  await root?.unmount();
  merchant.status = null;
  session.info = null;
  member.info = null;
  ui.firstScreen = false;
});

const paths = () => [...root.host.querySelectorAll<HTMLAnchorElement>('.tabbar a')].map((a) => new URL(a.href).pathname);
const current = () => [...root.host.querySelectorAll('.tabbar a[aria-current="page"]')].map((a) => new URL((a as HTMLAnchorElement).href).pathname);

describe('tab bar', () => {
  it('a guest: Home, Promotions, Register, Invite, Account (to login); the current page is marked', async () => {
    setUrl('https://acme.example/m/activity');
    root = testRoot();
    await root.render(<Router base="/m"><TabBar /></Router>);
    expect(paths()).toEqual(['/m/home', '/m/activity', '/m/register', '/m/inviteFriends', '/m/login']);
    expect(current()).toEqual(['/m/activity']);
    expect([...root.host.querySelectorAll('.tabbar a .ico[aria-hidden="true"]')].map((i) => i.getAttribute('data-icon'))).toEqual(['home', 'promotions', 'register', 'invite', 'account']);
  });

  it('a member: Deposit and the member home; an agent invites through the agent registration', async () => {
    setUrl('https://acme.example/m/home');
    session.info = info;
    member.info = { type: 2 } as never;
    root = testRoot();
    await root.render(<Router base="/m"><TabBar /></Router>);
    expect(paths()).toEqual(['/m/home', '/m/activity', '/m/member/deposit', '/m/agentRegister', '/m/member/home']);
    expect(current()).toEqual(['/m/home']);
  });

  it.each(['/m/game', '/m/launchGame', '/m/changePsw'])('is hidden on %s', async (path) => {
    setUrl(`https://acme.example${path}`);
    ui.firstScreen = true;
    root = testRoot();
    await root.render(<Router base="/m"><TabBarSlot /></Router>);
    expect(root.host.querySelector('.tabbar, .tabspace')).toBeNull();
  });

  it('holds the bar\'s place until the first screen is up, then the tabs and their icons land; the landing hide mark goes', async () => {
    setUrl('https://acme.example/m/home');
    document.documentElement.setAttribute('data-notabs', '');
    root = testRoot();
    await root.render(<Router base="/m"><TabBarSlot /></Router>);
    expect(document.documentElement.hasAttribute('data-notabs')).toBe(false);
    expect(root.host.querySelector('.tabspace')).not.toBeNull();
    expect(root.host.querySelector('nav.tabbar[aria-hidden="true"]')?.children).toHaveLength(0);
    ui.firstScreen = true;
    await eventually(() => expect(root.host.querySelectorAll('.tabbar a')).toHaveLength(5));
    await eventually(() => expect(root.host.querySelectorAll('.tabbar a .ico svg')).toHaveLength(5));
  });

  it('tabsFor keeps five tabs in every case', () => {
    for (const [m, a] of [[false, false], [true, false], [true, true]] as const) expect(tabsFor(m, a)).toHaveLength(5);
  });
});

describe('header', () => {
  it('a guest: the logo (the name for screen readers), Log in and Register as button-styled links', async () => {
    setUrl('https://acme.example/m/home');
    merchant.status = ref(statusInfo());
    root = testRoot();
    await root.render(<Router base="/m"><Header /></Router>);
    const brand = root.host.querySelector('a.brand')!;
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('/cdn/acme/logo.svg');
    expect(brand.querySelector('.sr-only')?.textContent).toBe('Acme Games');
    const acts = [...root.host.querySelectorAll<HTMLAnchorElement>('.acts a')].map((a) => [new URL(a.href).pathname, a.className]);
    expect(acts).toEqual([['/m/login', 'btn'], ['/m/register', 'btn primary']]);
  });

  it('without a logo the name is shown', async () => {
    const s = statusInfo();
    merchant.status = ref(statusInfo({ mobileTemplate: { ...s.mobileTemplate, params: { ...s.mobileTemplate.params, h5_logo: '' } } }));
    root = testRoot();
    await root.render(<Router base="/m"><Header /></Router>);
    expect(root.host.querySelector('a.brand img')).toBeNull();
    expect(root.host.querySelector('a.brand span')?.className).toBe('');
  });

  it('a member: the balance slot and Deposit to the cashier', async () => {
    merchant.status = ref(statusInfo());
    session.info = info;
    root = testRoot();
    await root.render(<Router base="/m"><Header /></Router>);
    const acts = [...root.host.querySelectorAll<HTMLAnchorElement>('.acts a')].map((a) => [new URL(a.href).pathname, a.className]);
    expect(acts).toEqual([['/m/member/deposit', 'btn primary']]);
    expect(root.host.querySelector('.acts .bal')).not.toBeNull();
  });
});

describe('loading shell', () => {
  it('repeats index.html\'s static shell as the page received it, brand filled in', async () => {
    const host = document.createElement('div');
    host.id = 'root';
    host.innerHTML = '<header class="bar"><span class="brand" id="sb"><img src="https://acme.example/logo.png"><span class="sr-only">Acme</span></span></header><main><div class="shell-grid"><i class="skel block"></i></div></main>';
    document.body.append(host);
    vi.resetModules();
    const { ShellSkeleton } = await import('../../../src/components/ShellSkeleton.tsx');
    host.remove();
    root = testRoot();
    await root.render(<ShellSkeleton />);
    const wrapper = root.host.firstElementChild as HTMLElement;
    expect(wrapper.style.display).toBe('contents');
    expect(wrapper.innerHTML).toBe(host.innerHTML);
  });
});

describe('the lobby\'s loading state', () => {
  const loadOn = async (path: string) => {
    history.replaceState(null, '', path);
    const host = document.createElement('div');
    host.id = 'root';
    host.innerHTML = '<header class="bar"></header><main><aside class="invite" id="st"><a><img src="https://acme.example/cdn/acme/banners/invite.png"></a></aside><div class="shell"></div></main>';
    document.body.append(host);
    vi.resetModules();
    const mod = await import('../../../src/components/ShellSkeleton.tsx');
    host.remove();
    return mod;
  };

  it('keeps the static shell\'s first image and skeleton on a visit that opened on the lobby, until the lobby has shown', async () => {
    const { lobbyShellHtml, markLobbyShown } = await loadOn('/m/home');
    expect(lobbyShellHtml()).toBe('<aside class="invite" id="st"><a><img src="https://acme.example/cdn/acme/banners/invite.png"></a></aside><div class="shell"></div>');
    markLobbyShown();
    expect(lobbyShellHtml()).toBe('');
  });

  it('is empty when the visit opened on another page (that page\'s shell is not the lobby\'s)', async () => {
    const { lobbyShellHtml } = await loadOn('/m/login');
    expect(lobbyShellHtml()).toBe('');
  });
});

describe('category chips', () => {
  it('every game category has its own icon', async () => {
    const games = CATEGORY_PAGES.filter((p) => p.kind === 'games');
    expect(games.every((p) => SHELL_ICON_NAMES.includes(CATEGORY_ICONS[p.path]!))).toBe(true);
    expect(new Set(games.map((p) => CATEGORY_ICONS[p.path])).size).toBe(games.length);
    root = testRoot();
    await root.render(<Router base="/m"><CategoryNav current="/rng" /></Router>);
    const chips = [...root.host.querySelectorAll('.catnav a')];
    expect(chips).toHaveLength(games.length);
    expect(chips.every((a) => a.querySelector('.ico.chip-ic[aria-hidden="true"]'))).toBe(true);
    expect(root.host.querySelector('.catnav a[aria-current="page"] .ico')?.getAttribute('data-icon')).toBe('rng');
  });
});
