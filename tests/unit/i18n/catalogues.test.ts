import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BCP47, LANGUAGES, type Language } from '../../../contract/languages.ts';

// Joined by path: happy-dom replaces the global URL class.
const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../src/i18n/locales/');
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(dir + file, 'utf8')) as Record<string, unknown>;
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

const en = read('en.json');
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Bases of counted messages: en.json has base_other (src/i18n/t.ts picks the form by Intl.PluralRules). */
const pluralBases = new Set(Object.keys(en).filter((k) => k.endsWith('_other')).map((k) => k.replace(PLURAL, '')));
const isPluralForm = (k: string): boolean => PLURAL.test(k) && pluralBases.has(k.replace(PLURAL, ''));
/** en.json's keys without plural forms: each language carries the forms its own plural rules name. */
const enKeys = Object.keys(en).filter((k) => !isPluralForm(k)).sort();
const languageOf = (file: string): Language => LANGUAGES.find((l) => `${l.toLowerCase()}.json` === file)!;
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
      const keys = Object.keys(catalog).filter((k) => !isPluralForm(k)).sort();
      expect(keys.filter((k) => !(k in en)), 'extra keys').toEqual([]);
      expect(enKeys.filter((k) => !(k in catalog)), 'missing keys').toEqual([]);
    });

    it('gives every counted message exactly the plural forms its language has', () => {
      const needed = new Intl.PluralRules(BCP47[languageOf(file)]).resolvedOptions().pluralCategories.map(String).sort();
      const wrong = [...pluralBases].filter((base) => {
        const forms = Object.keys(catalog).filter((k) => PLURAL.test(k) && k.replace(PLURAL, '') === base).map((k) => PLURAL.exec(k)![1]!).sort();
        return forms.join() !== needed.join();
      });
      expect(wrong).toEqual([]);
    });

    it('has a non-empty string for every key', () => {
      const bad = Object.entries(catalog).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(bad.map(([k]) => k)).toEqual([]);
    });

    it('names the free-trial chip with its visible words first (WCAG 2.5.3, label in name)', () => {
      expect(String(catalog.try_chip_game).startsWith(String(catalog.try_chip))).toBe(true);
    });

    it('keeps the placeholders of en.json', () => {
      const wrong = enKeys.filter((k) => {
        const value = catalog[k];
        return typeof value === 'string' && placeholders(value).join() !== placeholders(String(en[k])).join();
      }).concat(Object.keys(catalog).filter(isPluralForm).filter((k) => {
        // Every form of a counted message keeps the placeholders of the English _other form.
        const other = String(en[k.replace(PLURAL, '_other')]);
        return placeholders(String(catalog[k])).filter((p) => p !== 'count').join() !== placeholders(other).filter((p) => p !== 'count').join();
      }));
      expect(wrong).toEqual([]);
    });
  });
});
