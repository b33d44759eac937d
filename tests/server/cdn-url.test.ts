import { describe, expect, it } from 'vitest';
import { cdnUrl } from '../../server/services/cdn-url.ts';

const BASE = 'https://m.example/cdn/acme';

describe('cdnUrl: config image paths on the merchant\'s CDN', () => {
  it('puts a relative path (with or without a leading slash) under the CDN', () => {
    expect(cdnUrl(BASE, 'background.svg')).toBe(`${BASE}/background.svg`);
    expect(cdnUrl(BASE, '/banners/a.png')).toBe(`${BASE}/banners/a.png`);
  });

  it('passes absolute URLs and app_background\'s #hex colours through untouched', () => {
    expect(cdnUrl(BASE, 'https://other.example/a.png')).toBe('https://other.example/a.png');
    expect(cdnUrl(BASE, '//other.example/a.png')).toBe('//other.example/a.png');
    expect(cdnUrl(BASE, '#0b1a33')).toBe('#0b1a33');
  });
});
