import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useSnapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFirstScreen } from '../../../src/components/useFirstScreen.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { eventually } from '../eventually.ts';

function ByTransition() { return <p>{useFirstScreen() ? 'on' : 'off'}</p>; }
function ByStore() { return <p>{useSnapshot(ui).firstScreen ? 'on' : 'off'}</p>; }

const log: string[] = [];
/** A surface slow to render: 3 ms of work per part. */
function SlowPart({ i }: { i: number }) {
  const end = performance.now() + 3;
  while (performance.now() < end) { /* rendering */ }
  log.push(`part ${i}`);
  return null;
}
function SlowSurfaces() {
  return useFirstScreen() ? <>{Array.from({ length: 10 }, (_, i) => <SlowPart key={i} i={i} />)}</> : null;
}

const microtasks = async (n = 20): Promise<void> => { for (let i = 0; i < n; i++) await Promise.resolve(); };
const envKey = 'IS_REACT_ACT_ENVIRONMENT';
let before: unknown;

beforeEach(() => {
  // A real root, as in the browser: no act() flushing everything at once.
  before = Reflect.get(globalThis, envKey);
  Reflect.set(globalThis, envKey, false);
});
afterEach(() => {
  Reflect.set(globalThis, envKey, before);
  ui.firstScreen = false;
});

async function mount(Component: () => React.JSX.Element | null): Promise<{ text: () => string; unmount: () => void }> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  // A sync render commits and runs its effects (the store subscriptions) before flushSync returns.
  flushSync(() => root.render(<Component />));
  return { text: () => host.textContent ?? '', unmount: () => { root.unmount(); host.remove(); } };
}

describe('useFirstScreen', () => {
  it('is not urgent: it renders in a later task, not in the microtasks after the flag flips', async () => {
    const view = await mount(ByTransition);
    expect(view.text()).toBe('off');
    ui.firstScreen = true;
    await microtasks();
    expect(view.text()).toBe('off');
    await eventually(() => expect(view.text()).toBe('on'));
    view.unmount();
  });

  it('renders what it mounts in slices: other tasks run between them', async () => {
    log.length = 0;
    const view = await mount(SlowSurfaces);
    // A timer due on every turn of the event loop: it gets in between slices, never into one.
    const tick = setInterval(() => log.push('tick'), 0);
    ui.firstScreen = true;
    await eventually(() => expect(log.filter((l) => l.startsWith('part'))).toHaveLength(10));
    clearInterval(tick);
    const parts = log.flatMap((l, i) => (l.startsWith('part') ? [i] : []));
    expect(parts).toHaveLength(10);
    expect(log.slice(parts[0], parts[9]).filter((l) => l === 'tick').length).toBeGreaterThan(0);
    view.unmount();
  });

  it('(a plain store read, for contrast, renders urgently within those microtasks)', async () => {
    const view = await mount(ByStore);
    ui.firstScreen = true;
    await microtasks();
    expect(view.text()).toBe('on');
    view.unmount();
  });

  it('is on at once when the flag was already set', async () => {
    ui.firstScreen = true;
    const view = await mount(ByTransition);
    expect(view.text()).toBe('on');
    view.unmount();
  });
});
