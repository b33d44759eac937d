import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Joined by path: happy-dom replaces the global URL class.
const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../src/i18n/locales/');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(dir + file, 'utf8')) as Record<string, string>;
const en = read('en.json');

/** Keys any language may leave as in English: names (the product, a store, trade names of game categories) and international words. */
const SAME_EVERYWHERE: readonly string[] = [
  'app_name', 'download_ios_store', 'category_pvp', 'category_crash', 'category_arcade', 'category_app', 'category_rng',
  'try_chip', 'try_chip_game', 'ok', 'register_tab_email',
];

/**
 * Per catalogue, words that language writes as English does: French cognates, Indonesian and Malay "Deposit", and the
 * English loans that Filipino (TY) and Roman Urdu (UR-LA) interfaces use, as the rest of those catalogues do.
 */
const SAME_IN: Readonly<Record<string, readonly string[]>> = {
  fr: ['banners_label', 'promotions_title', 'activity_title', 'member_type_agent', 'category_sports', 'announcement_pause', 'feedback_category_SUGGESTION'],
  id: ['member_deposit'],
  ms: ['member_deposit'],
  ty: [
    'nav_home', 'home_title', 'nav_member', 'login_username', 'login_tab_username', 'register_tab_username', 'register_username',
    'login_password', 'register_password', 'email_label', 'category_live', 'promo_code_title', 'cs_live_chat', 'member_menu_wallet',
    'member_inbox', 'match_odds_2way',
  ],
  'ur-la': [
    'nav_home', 'home_title', 'nav_member', 'login_username', 'login_tab_username', 'register_tab_username', 'register_username',
    'login_password', 'register_password', 'category_live', 'promo_code_title', 'cs_live_chat', 'member_menu_wallet',
    'banners_label', 'promotions_title', 'activity_title', 'member_type_agent', 'category_sports', 'category_elott', 'category_download',
    'vendors', 'home_games', 'game_title', 'game_viewer', 'game_count_one', 'game_count_other', 'header_balance', 'wallet_balance',
    'login_tab_sms', 'login_mobile', 'register_tab_mobile',
  ],
};

const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json').sort();

describe('no catalogue but English carries English text', () => {
  it.each(files)('%s translates every text but its allowed names and loanwords', (file) => {
    const code = file.replace(/\.json$/, '');
    const allowed = new Set([...SAME_EVERYWHERE, ...(SAME_IN[code] ?? [])]);
    const catalog = read(file);
    const copies = Object.keys(catalog).filter((k) => k in en && catalog[k] === en[k] && !allowed.has(k));
    expect(copies.map((k) => `${k} = ${JSON.stringify(en[k])}`)).toEqual([]);
  });

  it('allows only keys that exist, and each per-language entry is still an English copy there (a stale one is removed)', () => {
    for (const k of SAME_EVERYWHERE) expect(k in en, k).toBe(true);
    for (const [code, keys] of Object.entries(SAME_IN)) {
      const catalog = read(`${code}.json`);
      expect(keys.filter((k) => catalog[k] !== en[k]), code).toEqual([]);
    }
  });
});
