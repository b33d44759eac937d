import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPECTED_SENTINELS, REACT_DOM_CLIENT, rewriteSentinels } from '../../scripts/reactDomSentinels.ts';

// The package's exports hide its cjs folder; its package.json is exported.
const clientFile = join(dirname(createRequire(import.meta.url).resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');

describe('React DOM sentinel errors (scripts/reactDomSentinels.ts)', () => {
  it('rewrites every sentinel the installed React DOM declares, and nothing else', () => {
    expect(REACT_DOM_CLIENT.test(clientFile)).toBe(true);
    const source = readFileSync(clientFile, 'utf8');
    const { code, count } = rewriteSentinels(source);
    expect(count).toBe(EXPECTED_SENTINELS);
    expect(code).not.toMatch(/\w+Exception = Error\(/);
    // Other errors (thrown with a real stack when something goes wrong) are untouched.
    expect(code.match(/\bError\(formatProdErrorMessage/g)?.length).toBe((source.match(/\bError\(formatProdErrorMessage/g)?.length ?? 0) - EXPECTED_SENTINELS);
    expect(() => new Function('exports', 'require', code)).not.toThrow();
  });

  it('a rewritten sentinel is an Error with its message and no captured stack', () => {
    const { code } = rewriteSentinels('var SuspenseException = Error(formatProdErrorMessage(460)), other = 1;');
    const make = new Function('formatProdErrorMessage', `${code} return SuspenseException;`) as (f: (n: number) => string) => Error;
    const sentinel = make((n) => `Minified React error #${n}`);
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Minified React error #460');
    expect(Object.prototype.hasOwnProperty.call(sentinel, 'stack')).toBe(false);
    expect(String(sentinel)).toBe('Error: Minified React error #460');
  });
});
