import { describe, expect, it } from 'vitest';
import { modalFor } from '../../../src/components/auth/authLinks.ts';

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
});
