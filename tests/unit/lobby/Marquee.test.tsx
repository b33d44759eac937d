import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Marquee } from '../../../src/components/lobby/Marquee.tsx';
import { state as ui } from '../../../src/state/ui.ts';
import { testRoot } from '../ui/helpers.ts';

/** A ResizeObserver that reports at once, with the span 1260 px wide and its box 360 px. */
class InstantResizeObserver {
  constructor(private readonly cb: ResizeObserverCallback) {}
  observe(target: Element): void {
    Object.defineProperty(target, 'scrollWidth', { value: 1260, configurable: true });
    Object.defineProperty(target.parentElement!, 'clientWidth', { value: 360, configurable: true });
    queueMicrotask(() => this.cb([], this as unknown as ResizeObserver));
  }
  disconnect(): void {}
  unobserve(): void {}
}

afterEach(() => {
  ui.quiet = false;
  vi.unstubAllGlobals();
});

describe('Marquee', () => {
  it('is measured at once but only starts moving when the page is quiet', async () => {
    vi.stubGlobal('ResizeObserver', InstantResizeObserver);
    const root = testRoot();
    await root.render(<Marquee lines={['Maintenance tonight', 'New games']} label="News" />);
    const span = root.host.querySelector<HTMLElement>('.marquee span')!;
    expect(span.textContent).toBe('Maintenance tonight   •   New games');
    // (1260 - 360) px of text plus the 360 px box, at 60 px/s.
    expect(parseFloat(span.style.animationDuration)).toBeCloseTo(1260 / 60, 1);
    expect(span.style.animationPlayState).toBe('paused');
    await act(async () => { ui.quiet = true; });
    expect(span.style.animationPlayState).toBe('running');
    await root.unmount();
  });
});
