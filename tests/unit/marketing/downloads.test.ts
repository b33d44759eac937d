import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppDownload, watchDownloads } from '../../../src/marketing/downloads.ts';

const BASE = 'https://www.demo.example/m/home';

describe('downloadApp links', () => {
  it.each([
    ['/files/app.apk', true], ['https://cdn.example/x/Demo.IPA', true], ['profile.mobileconfig?v=2#top', true],
    ['/files/app.apk.html', false], ['/page?file=app.apk', false], ['/m/download', false], ['javascript:x.apk', false], ['http://[bad', false],
  ])('%s → %s', (href, expected) => {
    expect(isAppDownload(href, BASE)).toBe(expected);
  });

  let stop: (() => void) | undefined;
  afterEach(() => { stop?.(); document.body.innerHTML = ''; });

  it('tracks clicks on app links anywhere in the page, even inside a handler that stops propagation', () => {
    const seen = vi.fn();
    stop = watchDownloads(document, seen);
    document.body.innerHTML = '<div id="bar"><a href="https://cdn.example/demo.apk"><span id="icon">get</span></a><a id="other" href="/m/home">home</a></div>';
    document.getElementById('bar')!.addEventListener('click', (e) => { e.stopPropagation(); e.preventDefault(); });
    document.getElementById('icon')!.click();
    document.getElementById('other')!.click();
    expect(seen.mock.calls).toEqual([['https://cdn.example/demo.apk']]);
  });
});
