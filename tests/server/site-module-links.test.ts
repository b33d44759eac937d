import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleScriptLinks } from '../../server/static/module-links.ts';
import { call, DEMO, useApp } from './helpers.ts';

const SCRIPTS = '<script type="module" crossorigin src="/m/assets/rolldown-runtime-a1.js"></script><script type="module" crossorigin src="/m/assets/react-dom-b2.js"></script><script type="module" crossorigin src="/m/assets/boot-c3.js"></script>';
const dir = mkdtempSync(join(tmpdir(), 'tessera-module-links-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8">${SCRIPTS}</head><body><div id="root"></div></body></html>`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const s = useApp({ distDir: dir });

describe('the page\'s module scripts start with its headers', () => {
  it('names each module script of index.html in a Link header, in the page\'s order, on every app path', async () => {
    for (const path of ['/m/home', '/m/login', '/m/']) {
      const res = await call(s.app, `${DEMO}${path}`);
      expect(res.headers.get('Link'), path).toBe('</m/assets/rolldown-runtime-a1.js>; rel=preload; as=script; crossorigin, '
        + '</m/assets/react-dom-b2.js>; rel=preload; as=script; crossorigin, </m/assets/boot-c3.js>; rel=preload; as=script; crossorigin');
    }
  });

  it('lets only the build\'s own files in, and none at all gives no header', () => {
    const html = '<script type="module" src="https://cdn.example/x.js"></script><script type="module" src="/m/assets/a b.js"></script>'
      + '<script type="module" src="/m/assets/ok-1.js"></script><script src="/m/assets/classic.js"></script><script type="module" src="/m/other/y.js"></script>';
    expect(moduleScriptLinks(html)).toBe('</m/assets/ok-1.js>; rel=preload; as=script; crossorigin');
    expect(moduleScriptLinks('<script>inline()</script>')).toBeNull();
  });
});
