import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from '../../../src/components/useProgressiveCount.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const seen: number[] = [];
function Probe({ total }: { total: number }) {
  const n = useProgressiveCount(total, 2, 2);
  seen.push(n);
  return <span>{n}</span>;
}

beforeEach(() => { vi.useFakeTimers(); seen.length = 0; });
afterEach(() => vi.useRealTimers());

describe('useProgressiveCount', () => {
  it('renders the first items at once and the rest a step per task, never all in the first render', async () => {
    const el = document.createElement('div');
    const root = createRoot(el);
    await act(async () => root.render(<Probe total={7} />));
    expect(el.textContent).toBe('2');
    await act(async () => { vi.advanceTimersByTime(0); });
    expect(el.textContent).toBe('4');
    await act(async () => { vi.advanceTimersByTime(0); });
    expect(el.textContent).toBe('6');
    await act(async () => { vi.advanceTimersByTime(0); });
    expect(el.textContent).toBe('7');
    expect(seen[0]).toBe(2);
    await act(async () => root.unmount());
  });

  it('never exceeds a total that shrinks', async () => {
    const el = document.createElement('div');
    const root = createRoot(el);
    await act(async () => root.render(<Probe total={1} />));
    expect(el.textContent).toBe('1');
    await act(async () => root.unmount());
  });
});
