import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../../contract/wps.ts';
import AnnouncementCarousel from '../../../src/content/AnnouncementCarousel.tsx';
import { setLanguage } from '../../../src/i18n/index.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';

const items: Announcement[] = [
  { id: 'a', title: 'First', content: 'one', contentType: 'text', forcedRead: false },
  { id: 'b', title: 'Second', content: 'two', contentType: 'text', forcedRead: false },
];

let r: TestRoot;
let scrollWrites: number;
let focusOptions: (FocusOptions | undefined)[];
beforeAll(async () => { await setLanguage('EN', ['EN']); });
beforeEach(() => {
  scrollWrites = 0;
  focusOptions = [];
  // Writing scrollTop, or focusing with a scroll, makes the browser lay the page out there and then.
  const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
  vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation(function (this: Element, v: number) { scrollWrites += 1; scrollTop.set!.call(this, v); });
  vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation((options?: FocusOptions) => { focusOptions.push(options); });
  r = testRoot();
});
afterEach(async () => {
  await r.unmount();
  vi.restoreAllMocks();
});

describe('announcement carousel: no forced layout in its effects', () => {
  it('opens without writing scrollTop and focuses its dialog without scrolling', async () => {
    await r.render(<AnnouncementCarousel items={items} onClose={() => {}} />);
    expect(r.host.querySelector('[data-testid="announcements"]')).not.toBeNull();
    expect(scrollWrites).toBe(0);
    expect(focusOptions).toEqual([{ preventScroll: true }]);
  });

  it('a move to another item starts that item at its top', async () => {
    await r.render(<AnnouncementCarousel items={items} onClose={() => {}} />);
    const next = r.host.querySelectorAll<HTMLButtonElement>('.ann-nav button')[1]!;
    await act(async () => { next.click(); });
    expect(r.host.querySelector('[data-testid="announcements"]')!.getAttribute('data-index')).toBe('1');
    expect(scrollWrites).toBe(1);
  });
});
