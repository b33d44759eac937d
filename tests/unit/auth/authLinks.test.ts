import { describe, expect, it } from 'vitest';
import { promptLogin } from '../../../src/actions/login.ts';
import { modalFor } from '../../../src/components/auth/authLinks.ts';
import { state as auth } from '../../../src/state/auth.ts';

function clickOn(href: string, extra: Partial<MouseEvent> = {}, attrs: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  const img = document.createElement('img');
  a.append(img);
  document.body.append(a);
  return { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target: img, ...extra } as unknown as MouseEvent;
}

const at = (path: string) => new URL(`http://localhost${path}`) as unknown as Location;

describe('login and register links open the modals where the page offers them', () => {
  it('a lottery banner link to /m/login?go= opens the login modal with the same go', () => {
    const m = modalFor(clickOn('http://localhost/m/login?go=%2Fm%2Fgame%3Fvendor%3DTCG'), at('/m/home'));
    expect(m?.go).toBe('/m/game?vendor=TCG');
  });

  it('leaves the standalone pages to the browser: new tab, other site, modifier keys, on the login page itself', () => {
    expect(modalFor(clickOn('http://localhost/m/login', {}, { target: '_blank' }), at('/m/home'))).toBeNull();
    expect(modalFor(clickOn('https://other.example/m/login'), at('/m/home'))).toBeNull();
    expect(modalFor(clickOn('http://localhost/m/login', { ctrlKey: true }), at('/m/home'))).toBeNull();
    expect(modalFor(clickOn('http://localhost/m/register'), at('/m/login'))).toBeNull();
    expect(modalFor(clickOn('http://localhost/m/activity'), at('/m/home'))).toBeNull();
  });

  it('promptLogin: the modal on a public page, the standalone page elsewhere', () => {
    const navigate = (to: string) => { went.push(to); };
    const went: string[] = [];
    auth.loginOpen = false;
    promptLogin('/m/game?x=1', navigate, { pathname: '/m/home' });
    expect(auth.loginOpen).toBe(true);
    expect(auth.go).toBe('/m/game?x=1');
    expect(went).toEqual([]);
    auth.loginOpen = false;
    promptLogin('/m/member/home', navigate, { pathname: '/m/member/home' });
    expect(auth.loginOpen).toBe(false);
    expect(went).toEqual(['/m/login?go=%2Fm%2Fmember%2Fhome']);
  });
});
