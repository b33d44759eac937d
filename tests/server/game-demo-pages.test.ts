import { describe, expect, it } from 'vitest';
import { call, DEMO, LOTTO, useApp } from './helpers.ts';

const s = useApp();

const page = async (path: string, origin = DEMO) => {
  const res = await call(s.app, `${origin}${path}`);
  return { res, html: await res.text() };
};
const backHref = (html: string): string | undefined => /<a id="back" href="([^"]*)"/.exec(html)?.[1];

describe('demo game pages', () => {
  it('serve a playable page per category with a back link to the validated backUrl', async () => {
    const { res, html } = await page('/demo-games/rng?game=PG-fortune-tiger&mode=real&backUrl=%2Fm%2Fsports');
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Fortune Tiger</h1>');
    expect(html).toContain('id="play"');
    expect(html).toContain('data-kind="slot"');
    expect(backHref(html)).toBe('http://localhost/m/sports');
    expect(html).toContain('target="_top"');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    // The inline script runs only with this response's nonce.
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  it('fall back to the lobby when backUrl is foreign or hostile, and escape everything echoed', async () => {
    for (const bad of ['https://evil.example/', 'javascript:alert(1)', 'http://www.lotto.localhost/m/home', '"><script>x</script>']) {
      const { html } = await page(`/demo-games/rng?game=PG-fortune-tiger&backUrl=${encodeURIComponent(bad)}`);
      expect(backHref(html), bad).toBe('http://localhost/m/home');
      expect(html).not.toContain('<script>x');
    }
    // The merchant's own host, but another port: the launch rule wants the request's scheme and port too.
    const otherPort = await page(`/demo-games/elott?game=TCG_LOTTO_VN-mega-6-45&backUrl=${encodeURIComponent('http://www.lotto.localhost:9/m/elott')}`, LOTTO);
    expect(backHref(otherPort.html)).toBe('http://www.lotto.localhost/m/home');
    const own = await page(`/demo-games/elott?game=TCG_LOTTO_VN-mega-6-45&view=lobby&backUrl=${encodeURIComponent('http://www.lotto.localhost/m/elott?x=1&y=2')}`, LOTTO);
    expect(backHref(own.html)).toBe('http://www.lotto.localhost/m/elott?x=1&amp;y=2');
    expect(own.html).toContain('Lottery lobby');
  });

  it('answer 404 for unknown categories, games of another merchant and unknown hosts', async () => {
    expect((await page('/demo-games/poker?game=PG-fortune-tiger')).res.status).toBe(404);
    expect((await page('/demo-games/__proto__?game=PG-fortune-tiger')).res.status).toBe(404);
    expect((await page('/demo-games/rng?game=PG-fortune-ox')).res.status).toBe(404);
    expect((await page('/demo-games/rng?game=PG-fortune-tiger', 'http://unknown.example')).res.status).toBe(404);
  });

  it('mark trial rounds as free play', async () => {
    const { html } = await page('/demo-games/live?game=EVO-baccarat&mode=trial');
    expect(html).toContain('<span id="mode">Free play</span>');
    expect(html).toContain('data-kind="cards"');
  });
});
