import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary.tsx';
import { lazyPage } from '../../../src/components/lazyPage.ts';
import { CHUNK_RELOADED_KEY } from '../../../src/pwa/chunkErrors.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

let r: TestRoot;
const reload = vi.fn();
beforeEach(() => {
  r = testRoot();
  reload.mockClear();
  vi.stubGlobal('location', { ...location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await r.unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const page = (load: Parameters<typeof lazyPage>[0]) => {
  const Page = lazyPage(load);
  return <ErrorBoundary><Suspense fallback={<p>loading</p>}><Page /></Suspense></ErrorBoundary>;
};
// Only for what happens in the microtasks of an already settled promise; anything behind the catalogue load is waited on.
const settle = () => new Promise((res) => setTimeout(res, 0));

describe('lazyPage', () => {
  it('reloads once when a page chunk is gone after a deploy, and keeps the loading view meanwhile', async () => {
    await r.render(page(gone));
    await eventually(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOADED_KEY)).toBe('1');
    expect(r.host.textContent).toBe('loading');
  });

  it('shows the error surface with a retry instead of reloading a second time', async () => {
    sessionStorage.setItem(CHUNK_RELOADED_KEY, '1');
    await r.render(page(gone));
    await eventually(() => expect(r.host.querySelector('[role="alert"]')).not.toBeNull());
    await r.render(page(gone));
    expect(reload).not.toHaveBeenCalled();
    expect(r.host.querySelector('[role="alert"] button')).not.toBeNull();
  });

  it('treats a module without a default export as a failure, not as a good load', async () => {
    sessionStorage.setItem(CHUNK_RELOADED_KEY, '1');
    await r.render(page(() => Promise.resolve(undefined as unknown as { default: () => null })));
    await eventually(() => expect(r.host.querySelector('[role="alert"]')).not.toBeNull());
    expect(sessionStorage.getItem(CHUNK_RELOADED_KEY)).toBe('1');
  });

  it('re-arms the one reload after a good load', async () => {
    sessionStorage.setItem(CHUNK_RELOADED_KEY, '1');
    await r.render(page(() => Promise.resolve({ default: () => <p>page</p> })));
    await eventually(() => expect(r.host.textContent).toBe('page'));
    expect(sessionStorage.getItem(CHUNK_RELOADED_KEY)).toBeNull();
  });

  it('a preload fetches the chunk once, before the render, which then uses it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>page</p> }));
    const Page = lazyPage(load);
    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await r.render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>);
    await eventually(() => expect(r.host.textContent).toBe('page'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is not kept: the render fetches again', async () => {
    const load = vi.fn().mockImplementationOnce(gone).mockImplementation(() => Promise.resolve({ default: () => <p>page</p> }));
    const Page = lazyPage(load);
    Page.preload();
    await settle();
    await r.render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>);
    await eventually(() => expect(r.host.textContent).toBe('page'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });
});
