import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareLink } from '../../../src/member/ShareLink.tsx';
import { referralLink } from '../../../src/member/inviteLinks.ts';
import { loadFullCatalog, setLanguage } from '../../../src/i18n/index.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

const LINK = referralLink('https://www.demo.example', 'player01');
let r: TestRoot;

/** Puts (or, with undefined, removes) a navigator method, as browsers with and without the API have it. */
function stubNavigator(name: 'share' | 'clipboard', value: unknown): void {
  if (value === undefined) Reflect.deleteProperty(navigator, name);
  else Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

const render = () => r.render(<ShareLink label="Your link" url={LINK} title="Invite friends" text="Join me" qrLabel="QR code of your link" />);
const systemShare = () => r.host.querySelector<HTMLButtonElement>('button[data-target="system"]');

beforeAll(async () => { await setLanguage('EN', ['EN']); await loadFullCatalog(); });
beforeEach(() => { r = testRoot(); });
afterEach(async () => {
  await r.unmount();
  stubNavigator('share', undefined);
  stubNavigator('clipboard', undefined);
  vi.restoreAllMocks();
});

describe('ShareLink: the system share sheet (Web Share API)', () => {
  it('is offered where navigator.share exists, and shares the referral link with its title and text', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);
    await render();
    expect(systemShare()?.textContent).toBe('Share');
    await act(async () => { systemShare()!.click(); });
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: 'Invite friends', text: 'Join me', url: LINK });
    expect(new URL(LINK).searchParams.get('r')).toBe('player01');
  });

  it('a share the player cancels (AbortError) says nothing and logs nothing', async () => {
    let rejected = false;
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')).finally(() => { rejected = true; }));
    stubNavigator('share', share);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render();
    await act(async () => { systemShare()!.click(); });
    await eventually(() => expect(rejected).toBe(true));
    await act(async () => { await Promise.resolve(); });
    expect(share).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(r.host.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('a share that fails for another reason is logged, not thrown at the player', async () => {
    stubNavigator('share', vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError'))));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await render();
    await act(async () => { systemShare()!.click(); });
    await eventually(() => expect(warn).toHaveBeenCalledWith('share failed', expect.objectContaining({ name: 'NotAllowedError' })));
  });

  it('without the API: no share button; the copy button, the messaging apps and the QR code carry the link', async () => {
    stubNavigator('share', undefined);
    expect('share' in navigator).toBe(false);
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    await render();
    expect(systemShare()).toBeNull();
    expect(r.host.querySelector<HTMLInputElement>('[data-testid="share-url"]')?.value).toBe(LINK);
    expect([...r.host.querySelectorAll('a.share-target')].map((a) => a.getAttribute('data-target'))).toEqual(['line', 'whatsapp', 'telegram']);
    for (const a of r.host.querySelectorAll('a.share-target')) expect(a.getAttribute('href')).toContain(encodeURIComponent(LINK));
    expect(r.host.querySelector('[aria-label="QR code of your link"]')).not.toBeNull();
    const copy = [...r.host.querySelectorAll('button')].find((b) => b.textContent === 'Copy link')!;
    await act(async () => { copy.click(); });
    await eventually(() => expect(r.host.querySelector('[role="status"]')?.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(LINK);
  });
});
