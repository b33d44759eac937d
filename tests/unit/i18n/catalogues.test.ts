import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages.ts';

// Joined by path: happy-dom replaces the global URL class.
const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../src/i18n/locales/');
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(dir + file, 'utf8')) as Record<string, unknown>;
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

const en = read('en.json');
const enKeys = Object.keys(en).sort();
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('catalogues', () => {
  it('has exactly one catalogue per language, named after the lower-cased code', () => {
    expect(files).toHaveLength(28);
    expect(files).toEqual(LANGUAGES.map((code) => `${code.toLowerCase()}.json`).sort());
  });

  it('gives English a non-trivial key set', () => {
    expect(enKeys.length).toBeGreaterThan(50);
  });

  describe.each(files)('%s', (file) => {
    const catalog = read(file);

    it('is a flat object with exactly the keys of en.json', () => {
      const keys = Object.keys(catalog).sort();
      expect(keys.filter((k) => !(k in en)), 'extra keys').toEqual([]);
      expect(enKeys.filter((k) => !(k in catalog)), 'missing keys').toEqual([]);
    });

    it('has a non-empty string for every key', () => {
      const bad = Object.entries(catalog).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(bad.map(([k]) => k)).toEqual([]);
    });

    it('names the free-trial button with its visible words first (WCAG 2.5.3, label in name)', () => {
      expect(String(catalog.try_free_game).startsWith(String(catalog.try_free))).toBe(true);
    });

    it('keeps the placeholders of en.json', () => {
      const wrong = enKeys.filter((k) => {
        const value = catalog[k];
        return typeof value === 'string' && placeholders(value).join() !== placeholders(String(en[k])).join();
      });
      expect(wrong).toEqual([]);
    });
  });
});
