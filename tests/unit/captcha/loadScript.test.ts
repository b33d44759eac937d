import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '../../../src/captcha/loadScript.ts';

// The boundary: script elements are captured instead of being fetched by the DOM.
let added: HTMLScriptElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => { added.push(...(nodes as HTMLScriptElement[])); });
});
afterEach(() => vi.restoreAllMocks());

describe('loadScript', () => {
  it('refuses a configured URL that is not http(s), adding nothing to the page', async () => {
    await expect(loadScript('javascript:alert(1)')).rejects.toThrow(/refused/);
    await expect(loadScript('data:text/javascript,alert(1)')).rejects.toThrow(/refused/);
    expect(added).toHaveLength(0);
  });

  it('adds one script per URL however often it is asked, resolved against the page', async () => {
    const a = loadScript('/captcha/gt3.js');
    const b = loadScript('/captcha/gt3.js');
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe(new URL('/captcha/gt3.js', location.href).href);
    added[0]?.onload?.(new Event('load'));
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
    await loadScript('/captcha/gt3.js');
    expect(added).toHaveLength(1);
  });

  it('forgets a failed load so the retry adds the script again', async () => {
    const first = loadScript('/captcha/broken.js');
    added[0]?.onerror?.(new Event('error'));
    await expect(first).rejects.toThrow(/failed to load/);
    void loadScript('/captcha/broken.js');
    expect(added).toHaveLength(2);
  });
});
