import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../../contract/wps.ts';
import AnnouncementCarousel from '../../../src/content/AnnouncementCarousel.tsx';
import { RichContent } from '../../../src/content/RichContent.tsx';
import { loadSanitizer } from '../../../src/content/sanitize.ts';
import { setLanguage } from '../../../src/i18n/index.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';

// happy-dom is no DOM DOMPurify can rely on (tests/unit/content/sanitize.test.ts): a stand-in that marks what it cleaned.
const purify = vi.hoisted(() => ({ sanitize: (h: string) => `<i>cleaned</i>${h.length}`, calls: 0 }));
vi.mock('dompurify', () => ({ default: { isSupported: true, sanitize: (h: string) => { purify.calls += 1; return purify.sanitize(h); }, addHook: () => {} } }));

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

describe('announcement carousel: one size from its first paint (no layout shift)', () => {
  // The read-to-close line: the dialog's own status paragraph (the slide counter sits in the navigation row).
  const lineOf = (): HTMLElement | undefined => r.host.querySelector<HTMLElement>('.dialog > p.muted[role="status"]') ?? undefined;
  /** Every element matching `selector` the render ever added, even if a later commit removed it (a flash). */
  const everAdded = (selector: string): { seen: string[]; stop: () => void } => {
    const seen: string[] = [];
    const mo = new MutationObserver((records) => {
      for (const rec of records) {
        for (const n of rec.addedNodes) {
          if (!(n instanceof Element)) continue;
          for (const e of [n, ...n.querySelectorAll(selector)]) if (e.matches(selector)) seen.push(e.outerHTML);
        }
      }
    });
    mo.observe(r.host, { childList: true, subtree: true });
    return { seen, stop: () => mo.disconnect() };
  };

  it('a forced-read notice that fits is read before the first paint: its read-to-close line is never rendered', async () => {
    const added = everAdded('.dialog > p.muted[role="status"]');
    await r.render(<AnnouncementCarousel items={[{ id: 'f', title: 'Rules', content: 'short', contentType: 'text', forcedRead: true }]} onClose={() => {}} />);
    added.stop();
    expect(added.seen).toEqual([]);
    expect(lineOf()).toBeUndefined();
    expect(r.host.querySelector<HTMLButtonElement>('.dialog > button.btn')!.disabled).toBe(false);
    expect(r.host.querySelector('.ann-multi')).toBeNull();
  });

  it('a carousel with a forced-read item keeps the line\'s place on every slide (hidden once read), at one fixed size', async () => {
    await r.render(<AnnouncementCarousel items={[...items, { id: 'f', title: 'Rules', content: 'short', contentType: 'text', forcedRead: true }]} onClose={() => {}} />);
    expect(r.host.querySelector('.ann-multi')).not.toBeNull();
    expect(lineOf()?.style.visibility).toBe('hidden');
  });

  it('merchant HTML renders cleaned in the first render once the sanitiser is in, with no loading line', async () => {
    await loadSanitizer();
    const content = '<p>Big <b>prizes</b></p>';
    const added = everAdded('[role="status"]');
    purify.calls = 0;
    await r.render(<RichContent content={content} contentType="html" />);
    added.stop();
    expect(added.seen).toEqual([]);
    // Cleaned once: in the first render, not again by an effect.
    expect(purify.calls).toBe(1);
    expect(r.host.querySelector('[data-content="html"]')?.innerHTML).toBe(`<i>cleaned</i>${content.length}`);
  });
});
