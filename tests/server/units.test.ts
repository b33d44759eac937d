import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIndexable } from '../../contract/routes.ts';
import { arrayOf, object, optional, str, ValidationError } from '../../server/http/validator.ts';
import { candidatePatterns, hostnameOf, matchHost } from '../../server/merchants/find-merchant.ts';
import { parseCollectValue } from '../../server/services/collect-metrics.ts';
import { findDistFile, hasExtension } from '../../server/static/dist-files.ts';
import { injectRobots } from '../../server/static/robots.ts';

const DOMAINS = [
  { pattern: 'localhost', merchant: 'demo' },
  { pattern: '*.demo.localhost', merchant: 'demo' },
  { pattern: '*.lotto.localhost', merchant: 'lotto' },
  { pattern: '*.vip.lotto.localhost', merchant: 'vip' },
];

describe('host matching', () => {
  it('strips ports and brackets and lowercases', () => {
    expect(hostnameOf('Aff42.Demo.localhost:8080')).toBe('aff42.demo.localhost');
    expect(hostnameOf('[::1]:8080')).toBe('::1');
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('prefers exact, then the longest wildcard base; reads the first label as affiliate code', () => {
    expect(matchHost('localhost', DOMAINS)).toEqual({ merchant: 'demo', affiliateCode: '' });
    expect(matchHost('a.b.demo.localhost', DOMAINS)).toEqual({ merchant: 'demo', affiliateCode: 'a' });
    expect(matchHost('www.lotto.localhost', DOMAINS)).toEqual({ merchant: 'lotto', affiliateCode: '' });
    expect(matchHost('k9.vip.lotto.localhost', DOMAINS)).toEqual({ merchant: 'vip', affiliateCode: 'k9' });
    expect(matchHost('evil-lotto.localhost', DOMAINS)).toBeNull();
  });

  it('lists as candidates every pattern that could match, so the lookup can ask for those only', () => {
    expect(candidatePatterns('k9.vip.lotto.localhost')).toEqual(['k9.vip.lotto.localhost', '*.vip.lotto.localhost', '*.lotto.localhost', '*.localhost']);
    expect(candidatePatterns('::1')).toEqual(['::1']);
    for (const host of ['localhost', 'a.b.demo.localhost', 'www.lotto.localhost', 'k9.vip.lotto.localhost', 'evil-lotto.localhost']) {
      const candidates = new Set(candidatePatterns(host));
      expect(matchHost(host, DOMAINS.filter((d) => candidates.has(d.pattern))), host).toEqual(matchHost(host, DOMAINS));
    }
  });
});

describe('robots rule', () => {
  it('allows only listed paths with at most two slashes on localhost or www hosts', () => {
    expect(isIndexable('/m/home', 'localhost')).toBe(true);
    expect(isIndexable('/m/home', 'www.lotto.localhost')).toBe(true);
    expect(isIndexable('/m/home', 'aff42.demo.localhost')).toBe(false);
    expect(isIndexable('/m/member/home', 'localhost')).toBe(false);
    expect(isIndexable('/m/game', 'localhost')).toBe(false);
    // The slash rule holds even for a listed path.
    expect(isIndexable('/m/a/b', 'localhost', ['/m/a/b'])).toBe(false);
  });

  it('fills the placeholder, or the end of head without one', () => {
    expect(injectRobots('<head><!--robots--></head>', true)).toBe('<head></head>');
    expect(injectRobots('<head><!--robots--></head>', false)).toBe('<head><meta name="robots" content="noindex"></head>');
    expect(injectRobots('<head></head>', false)).toBe('<head><meta name="robots" content="noindex"></head>');
  });
});

describe('collect value', () => {
  it('parses visit and numeric metrics', () => {
    expect(parseCollectValue('visit:return,fcp:1.5,lcp:0')).toEqual({ visit: 'return', fcp: 1.5, lcp: 0 });
  });
  it('refuses empty, oversized and malformed values', () => {
    for (const bad of ['', 'x'.repeat(2000), 'visit:first,', ',fcp:1', 'fcp:1:2', 'fcp:NaN', 'fcp:Infinity', '1fcp:2']) {
      expect(() => parseCollectValue(bad), bad).toThrow(ValidationError);
    }
  });
});

describe('validator', () => {
  const check = object({ name: str({ min: 1, max: 5 }), tags: optional(arrayOf(str(), 2)) });
  it('names the failing field, nested ones included', () => {
    expect(() => check({ name: 7 }, '')).toThrow(/^name must be a string/);
    expect(() => check({ name: 'ok', tags: ['a', 1] }, '')).toThrow(/^tags\[1\] must be a string/);
    expect(() => check({ name: 'ok', tags: ['a', 'b', 'c'] }, '')).toThrow(/at most 2 items/);
    expect(() => check('nope', '')).toThrow(/^body must be an object/);
  });
  it('drops unknown keys and leaves out absent optional ones', () => {
    expect(check({ name: 'ok', extra: true }, '')).toEqual({ name: 'ok' });
  });
});

describe('dist files', () => {
  it('finds files inside the folder only', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tessera-files-'));
    const outside = `${root}-secret.txt`;
    writeFileSync(join(root, 'a.txt'), 'a');
    writeFileSync(outside, 's');
    try {
      expect(await findDistFile(root, '/a.txt')).not.toBeNull();
      expect(await findDistFile(root, `/../${outside.split('/').pop()}`)).toBeNull();
      expect(await findDistFile(root, '/')).toBeNull();
      expect(await findDistFile(root, '/a.txt\0')).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(outside, { force: true });
    }
  });
  it('tells files from pages by the extension of the last segment', () => {
    expect(hasExtension('/m/app.js')).toBe(true);
    expect(hasExtension('/m/member/home')).toBe(false);
    expect(hasExtension('/m/v1.2/home')).toBe(false);
  });
});
