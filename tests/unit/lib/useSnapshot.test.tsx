import { startTransition, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { proxy } from 'valtio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSnapshot } from '../../../src/lib/useSnapshot.ts';
import { eventually } from '../eventually.ts';

const envKey = 'IS_REACT_ACT_ENVIRONMENT';
let before: unknown;
beforeEach(() => {
  // A real root, as in the browser: transitions render in slices and React checks the stores after them.
  before = Reflect.get(globalThis, envKey);
  Reflect.set(globalThis, envKey, false);
});
afterEach(() => { Reflect.set(globalThis, envKey, before); });

const microtasks = async (n = 20): Promise<void> => { for (let i = 0; i < n; i++) await Promise.resolve(); };

function setup() {
  const store = proxy({ shown: 'first', other: 0, later: 'old' });
  const renders: { snap: object; text: string }[] = [];
  let rerender: (() => void) | undefined;
  let readLater: ((on: boolean) => void) | undefined;
  function Reader() {
    const s = useSnapshot(store);
    const [later, setLater] = useState(false);
    readLater = setLater;
    const text = later ? `${s.shown}/${s.later}` : s.shown;
    renders.push({ snap: s, text });
    return <p>{text}</p>;
  }
  function Parent() {
    const [n, setN] = useState(0);
    rerender = () => startTransition(() => setN(n + 1));
    return <div data-n={n}><Reader /></div>;
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<Parent />));
  return {
    store, renders, host,
    rerender: () => rerender?.(),
    readLater: () => startTransition(() => readLater?.(true)),
    unmount: () => { root.unmount(); host.remove(); },
  };
}

describe('useSnapshot', () => {
  it('a transition re-render, after a store change the component never read, renders once (not torn and redone)', async () => {
    const v = setup();
    await microtasks();
    v.store.other += 1;
    await microtasks();
    // Nothing the reader uses moved: no render for the store change itself.
    expect(v.renders).toHaveLength(1);
    v.rerender();
    await eventually(() => expect(v.host.querySelector('div')?.dataset.n).toBe('1'));
    await microtasks();
    // One render for one update: a torn render would have been redone synchronously (two renders).
    expect(v.renders).toHaveLength(2);
    expect(v.renders[1]!.text).toBe('first');
    v.unmount();
  });

  it('a change to what the component read renders the new value', async () => {
    const v = setup();
    await microtasks();
    v.store.shown = 'second';
    await eventually(() => expect(v.host.textContent).toBe('second'));
    expect(v.renders.at(-1)!.snap).not.toBe(v.renders[0]!.snap);
    v.unmount();
  });

  it('a value read for the first time after it changed unseen is rendered as it is now, not as it was', async () => {
    const v = setup();
    await microtasks();
    v.store.later = 'new';
    await microtasks();
    v.readLater();
    await eventually(() => expect(v.host.textContent).toBe('first/new'));
    // Never a render of the value as it was: the render reads the newest snapshot.
    expect(v.renders.map((r) => r.text)).not.toContain('first/old');
    v.unmount();
  });
});

describe('the store hook in use', () => {
  it('no module of the site takes useSnapshot from valtio itself', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
      .flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));
    const offenders = walk('src').filter((f) => /import\s*\{[^}]*\buseSnapshot\b[^}]*\}\s*from\s*'valtio(\/react)?'/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
    // The check reads real files: the hook's own users are found by it.
    expect(walk('src').filter((f) => readFileSync(f, 'utf8').includes("from '../lib/useSnapshot'")).length).toBeGreaterThan(0);
  });
});
