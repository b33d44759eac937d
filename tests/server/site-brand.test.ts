import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, DEMO, LOTTO, useApp } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'tessera-brand-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><!--robots--><title>Tessera</title></head><body><div id="root"><header><span class="brand" id="sb"><!--brand--></span></header></div></body></html>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const s = useApp({ distDir: dir });

const shell = async (origin: string): Promise<string> => {
  const res = await call(s.app, `${origin}/m/home`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('a first visit\'s static shell carries the host\'s brand before any script', () => {
  it('paints demo\'s and lotto\'s own colours, logo and name into the shell', async () => {
    const demo = await shell(DEMO);
    const lotto = await shell(LOTTO);
    expect(demo).toContain('--c-primary:#1e6fd9');
    expect(lotto).toContain('--c-primary:#e8a317');
    // The text on the primary colour is derived to read at 4.5:1 (the page's own rule, shared through contract/theme.ts).
    expect(demo).toMatch(/--c-on-primary:#[0-9a-f]{6}/);
    expect(demo).not.toContain('<!--brand-->');
    expect(demo).toMatch(/<span class="brand" id="sb">(<img src="http:\/\/localhost\/cdn\/demo\/[^"]+" width="96" height="32" alt="" decoding="async">)?<span[^>]*>[^<]+<\/span><\/span>/);
    expect(lotto).not.toEqual(demo);
  });

  it('paints the merchant\'s page background from its CDN, as the status answer names it', async () => {
    const demo = await shell(DEMO);
    expect(demo).toContain(`--app-bg-i:url("${DEMO}/cdn/demo/background.svg")`);
    expect(demo).toMatch(/--c-root:#[0-9a-f]{6}e6/);
  });

  it('leaves an unknown host\'s shell neutral (its status answers domain_not_available)', async () => {
    const html = await shell('http://unknown.example');
    expect(html).toContain('<!--brand-->');
    expect(html).not.toContain('--c-primary');
  });
});
