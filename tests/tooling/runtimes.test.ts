import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

/** Type-checks one snippet as if it lived in the given runtime's folder, with that runtime's libs. */
function check(runtime: 'sw' | 'worker' | 'app', code: string): { ok: boolean; out: string } {
  const dir = mkdtempSync(join(root, `${runtime}-probe-`));
  try {
    writeFileSync(join(dir, 'probe.ts'), code);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      extends: join(root, `tsconfig.${runtime}.json`),
      compilerOptions: { composite: false, noEmit: true, emitDeclarationOnly: false, declaration: false, tsBuildInfoFile: null },
      include: ['probe.ts'],
    }));
    execFileSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, out: '' };
  } catch (e) {
    return { ok: false, out: String((e as { stdout?: string }).stdout ?? e) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('one tsconfig per runtime', () => {
  it('the service worker cannot use window or document', () => {
    const r = check('sw', 'export const w = window.location.href;\nexport const d = document.title;\n');
    expect(r.ok).toBe(false);
    expect(r.out).toContain("Cannot find name 'window'");
  });

  it('the service worker can use its own globals', () => {
    const r = check('sw', 'declare const self: ServiceWorkerGlobalScope;\nexport const c = self.clients;\n');
    expect(r.out).toBe('');
    expect(r.ok).toBe(true);
  });

  it('the worker cannot touch the DOM', () => {
    expect(check('worker', 'export const d = document.body;\n').ok).toBe(false);
  });
});

describe('the contract', () => {
  it('imports nothing but its own modules, so every runtime can share it', () => {
    const dir = join(root, 'contract');
    for (const f of readdirSync(dir)) {
      const src = readFileSync(join(dir, f), 'utf8');
      const specifiers = [...src.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
      for (const s of specifiers) expect(s, `${f} imports ${s}`).toMatch(/^\.\/[\w-]+\.ts$/);
    }
  });
});
