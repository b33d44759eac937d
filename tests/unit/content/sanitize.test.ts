import { describe, expect, it, vi } from 'vitest';

// happy-dom is not a DOM DOMPurify can rely on, so the cleaning itself is proven in Chromium
// (tests/e2e/content-announcements.test.ts); here: what the loader does with each DOMPurify answer.
describe('merchant HTML sanitiser loader', () => {
  it('configures DOMPurify: forbidden active tags, no inline style, safe new-tab links', async () => {
    vi.resetModules();
    const sanitize = vi.fn((html: string, _config: unknown) => `clean:${html}`);
    let hook: ((node: Element) => void) | null = null;
    vi.doMock('dompurify', () => ({ default: { isSupported: true, sanitize, addHook: (_: string, fn: (node: Element) => void) => { hook = fn; } } }));
    const { loadSanitizer } = await import('../../../src/content/sanitize');
    const clean = await loadSanitizer();
    expect(clean('<b>x</b>')).toBe('clean:<b>x</b>');
    const config = sanitize.mock.calls[0]![1] as { FORBID_TAGS: string[]; FORBID_ATTR: string[] };
    expect(config.FORBID_TAGS).toEqual(expect.arrayContaining(['iframe', 'form', 'style', 'object', 'embed', 'base']));
    expect(config.FORBID_ATTR).toContain('style');
    const a = document.createElement('a');
    a.setAttribute('href', 'https://example.org');
    hook!(a);
    expect([a.getAttribute('target'), a.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    // An image with a bare relative or no address would be a broken icon: removed; web, rooted and data images stay.
    const p = document.createElement('p');
    for (const src of ['x', '', 'https://cdn.example/a.png', '/cdn/demo/b.webp', 'data:image/png;base64,AA==']) {
      const img = document.createElement('img');
      img.setAttribute('src', src);
      p.append(img);
      hook!(img);
    }
    expect([...p.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['https://cdn.example/a.png', '/cdn/demo/b.webp', 'data:image/png;base64,AA==']);
    vi.doUnmock('dompurify');
  });

  it('hands the sanitiser over only after a yield: DOMPurify\'s evaluation and the first cleaning are separate tasks', async () => {
    vi.resetModules();
    vi.doMock('dompurify', () => ({ default: { isSupported: true, sanitize: (h: string) => h, addHook: () => {} } }));
    const order: string[] = [];
    vi.doMock('../../../src/lib/yieldToMain', () => ({ yieldToMain: async () => { order.push('yield'); } }));
    const { loadSanitizer } = await import('../../../src/content/sanitize');
    await loadSanitizer().then(() => order.push('handed over'));
    expect(order).toEqual(['yield', 'handed over']);
    vi.doUnmock('dompurify');
    vi.doUnmock('../../../src/lib/yieldToMain');
  });

  it('refuses where DOMPurify is unsupported (it would return the HTML unchanged), and retries later', async () => {
    vi.resetModules();
    vi.doMock('dompurify', () => ({ default: { isSupported: false, sanitize: (h: string) => h, addHook: () => {} } }));
    const { loadSanitizer } = await import('../../../src/content/sanitize');
    await expect(loadSanitizer()).rejects.toThrow(/not supported/);
    await expect(loadSanitizer()).rejects.toThrow(/not supported/);
    vi.doUnmock('dompurify');
  });
});
