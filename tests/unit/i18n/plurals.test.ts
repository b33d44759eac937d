import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ref } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { BCP47, LANGUAGES, type Language } from '../../../contract/languages.ts';
import { state } from '../../../src/i18n/state.ts';
import { t } from '../../../src/i18n/t.ts';
import type { MessageKey } from '../../../src/i18n/t.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../src/i18n/locales/');
const catalogOf = (lang: Language): Record<string, string> =>
  JSON.parse(readFileSync(`${dir}${lang.toLowerCase()}.json`, 'utf8')) as Record<string, string>;
const en = catalogOf('EN');
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The counted messages: every key of en.json stored as plural forms. */
const COUNTED = [...new Set(Object.keys(en).filter((k) => k.endsWith('_other')).map((k) => k.replace(PLURAL, '')))];

function use(lang: Language): Record<string, string> {
  const catalog = catalogOf(lang);
  state.lang = lang;
  state.catalog = ref(catalog);
  return catalog;
}
const say = (key: string, count: number): string => t(key as MessageKey, { count });

afterEach(() => { use('EN'); });

describe('counted messages', () => {
  it('include the counters the member pages and the invite page show', () => {
    expect(COUNTED).toEqual(expect.arrayContaining(['game_count', 'member_unread', 'invite_referrals']));
  });

  it.each(LANGUAGES)('%s: no message with a {count} is left without plural forms', (lang) => {
    const catalog = catalogOf(lang);
    expect(Object.keys(catalog).filter((k) => !PLURAL.test(k) && catalog[k]!.includes('{count}'))).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every form names its count', (lang) => {
    const catalog = catalogOf(lang);
    expect(Object.keys(catalog).filter((k) => PLURAL.test(k) && COUNTED.includes(k.replace(PLURAL, '')) && !catalog[k]!.includes('{count}'))).toEqual([]);
  });

  it.each(LANGUAGES)('%s: carries no form its language does not have (a language like Arabic would need zero and two)', (lang) => {
    const forms = new Intl.PluralRules(BCP47[lang]).resolvedOptions().pluralCategories as string[];
    const catalog = catalogOf(lang);
    const extra = Object.keys(catalog).filter((k) => COUNTED.includes(k.replace(PLURAL, '')) && !forms.includes(PLURAL.exec(k)?.[1] ?? ''));
    expect(extra).toEqual([]);
    expect(forms.some((f) => f === 'zero' || f === 'two')).toBe(false);
  });

  it.each(LANGUAGES)('%s: every count resolves to a text with the number in it, never the key', (lang) => {
    use(lang);
    for (const key of COUNTED) {
      for (const n of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1_000_000]) {
        const text = say(key, n);
        expect(text, `${key} ${n}`).toContain(String(n));
        expect(text).not.toContain(key);
      }
    }
  });

  it('EN: 1 takes the one form, 2 the other', () => {
    const c = use('EN');
    expect(say('member_unread', 1)).toBe(c.member_unread_one!.replace('{count}', '1'));
    expect(say('member_unread', 2)).toBe(c.member_unread_other!.replace('{count}', '2'));
    expect(say('member_unread', 1)).not.toBe(say('member_unread', 2).replace('2', '1'));
    expect(say('invite_referrals', 1)).toBe('1 referral reward available');
    expect(say('invite_referrals', 3)).toBe('3 referral rewards available');
  });

  it('RU: 1, 2 and 5 take the one, few and many forms (21 is one again)', () => {
    const c = use('RU');
    expect(say('member_unread', 1)).toBe(c.member_unread_one!.replace('{count}', '1'));
    expect(say('member_unread', 2)).toBe(c.member_unread_few!.replace('{count}', '2'));
    expect(say('member_unread', 5)).toBe(c.member_unread_many!.replace('{count}', '5'));
    expect(say('member_unread', 21)).toBe(c.member_unread_one!.replace('{count}', '21'));
    expect(new Set([c.member_unread_one, c.member_unread_few, c.member_unread_many]).size).toBe(3);
  });

  it('JA: one form for every count', () => {
    const c = use('JA');
    expect(Object.keys(c).filter((k) => k.startsWith('member_unread'))).toEqual(['member_unread_other']);
    expect(say('member_unread', 1)).toBe(c.member_unread_other!.replace('{count}', '1'));
    expect(say('member_unread', 7)).toBe(c.member_unread_other!.replace('{count}', '7'));
  });
});
