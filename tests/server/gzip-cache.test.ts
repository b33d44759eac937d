import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { GzipCache, isCompressible } from '../../server/static/gzip-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'tessera-gz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileOf = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  const s = statSync(path);
  return { path, size: s.size, mtimeMs: s.mtimeMs };
};

// Random text barely compresses, so each entry's size is close to its input's.
const noise = (n: number) => Array.from({ length: n }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');

describe('GzipCache', () => {
  it('compresses a file once and answers later requests from memory', async () => {
    const cache = new GzipCache();
    const f = fileOf('a.js', 'let a = 1;\n'.repeat(500));
    const first = await cache.get(f);
    expect(gunzipSync(first).toString()).toBe('let a = 1;\n'.repeat(500));
    // The file is gone from disk; the kept copy still answers.
    rmSync(f.path);
    expect(await cache.get(f)).toBe(first);
  });

  it('never holds more than its byte bound, dropping the least recently used', async () => {
    const cache = new GzipCache(10_000);
    const files = [0, 1, 2, 3].map((i) => fileOf(`n${i}.txt`, noise(4000)));
    for (const f of files) await cache.get(f);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThanOrEqual(10_000);
    // The newest is kept: asked again after its file is removed, it still answers.
    rmSync(files[3]!.path);
    expect(gunzipSync(await cache.get(files[3]!)).length).toBe(4000);
    // The oldest was dropped: asked again, it is read from disk, which no longer has it.
    rmSync(files[0]!.path);
    await expect(cache.get(files[0]!)).rejects.toThrow();
  });

  it('does not remember a failed read', async () => {
    const cache = new GzipCache();
    const path = join(dir, 'late.css');
    const missing = { path, size: 10, mtimeMs: 1 };
    await expect(cache.get(missing)).rejects.toThrow();
    writeFileSync(path, 'body{color:red}');
    expect(gunzipSync(await cache.get(missing)).toString()).toBe('body{color:red}');
    expect(cache.size).toBeGreaterThan(0);
  });

  it('compresses text types only', () => {
    for (const t of ['text/javascript; charset=utf-8', 'text/css; charset=utf-8', 'application/json; charset=utf-8', 'application/manifest+json; charset=utf-8', 'image/svg+xml', 'text/html; charset=utf-8']) expect(isCompressible(t), t).toBe(true);
    for (const t of ['image/png', 'image/webp', 'font/woff2', 'application/vnd.android.package-archive', 'application/wasm', 'application/octet-stream']) expect(isCompressible(t), t).toBe(false);
  });
});
