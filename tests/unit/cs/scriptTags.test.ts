import { describe, expect, it, vi } from 'vitest';
import { scriptSources } from '../../../src/cs/scriptTags.ts';

const HERE = 'https://www.brand.example/m/home';

describe('help script tags (production-wire D11)', () => {
  it('keeps external scripts of this site, the main domain and the CDNs, in order; refuses the rest with a log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = [
      '<script src="/cs/help.js"></script>',
      '<script src="https://chat.brand.example/w.js"></script>',
      '<script src="https://img.cdn.example/lib.js"></script>',
      '<script>window.__pwned = 1</script>',
      '<script src="https://evil.example/x.js"></script>',
      '<script src="http://chat.brand.example/plain.js"></script>',
      '<script src="javascript:alert(1)"></script>',
      '<img src=x onerror="window.__pwned=2">',
    ].join('');
    expect(scriptSources(html, HERE, 'brand.example', ['https://img.cdn.example/'])).toEqual([
      'https://www.brand.example/cs/help.js', 'https://chat.brand.example/w.js', 'https://img.cdn.example/lib.js',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('4 script(s) and 1 other element(s)'));
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    warn.mockRestore();
  });

  it('an empty answer has no scripts', () => {
    expect(scriptSources('  ', HERE, 'brand.example', [])).toEqual([]);
  });
});
