/**
 * Seed data of issue 5: promotions, promo codes, rank progress, deposit settings, customer-service
 * entries (with properly encrypted paths) and the club merchant's popup announcements, which include
 * hostile HTML on purpose: the end-to-end tests prove none of it runs.
 */
import type { CustomerServiceEntry } from '../../../contract/wps.ts';
import type { MemberContentConfig, AnnouncementEntry } from '../merchant-config.ts';
import { encryptCsPath } from '../../services/cs-path.ts';
import { demoPromotionCategories, demoPromotions, lottoPromotionCategories, lottoPromotions } from './promotions.ts';

const cs = (csType: string, csPosition: string, url: string, key: string, labelIds: string[]): CustomerServiceEntry =>
  ({ csType, csPosition, path: encryptCsPath(url, key), labelIds });

const rank = (done: number, total: number, labelId: string, nextLabelName: string) =>
  ({ currentProgress: { completedConditions: done, totalExpectedConditions: total }, playerRankProgress: { labelId, nextLabelName } });

/** Demo: a public LIVECHAT, a COMM100VIP only for the Gold label, an AICAN only for Silver (nobody has it). */
export const demoCustomerService: CustomerServiceEntry[] = [
  cs('LIVECHAT', 'bottom', '/cs-widget/LIVECHAT.js?license=demo-public', 'k8Qz2LmA', []),
  cs('COMM100VIP', 'bottom', '/cs-widget/COMM100VIP.js?siteId=demo-gold', 'p3Xw9RtB', ['vip-gold']),
  cs('AICAN', 'bottom', '/cs-widget/AICAN.js?bot=demo-silver', 'Hq4Lm7Ze', ['vip-silver']),
];

export const lottoCustomerService: CustomerServiceEntry[] = [
  cs('TX-CHAT', 'top', '/cs-widget/TX-CHAT.js?app=lotto', 'Zr7Nq1Vd', []),
];

/** Club: the provider's widget cannot load (404), and one path is not a valid ciphertext at all. */
export const clubCustomerService: CustomerServiceEntry[] = [
  cs('MIDUOKE', 'bottom', '/cs-widget/missing/MIDUOKE.js?ent=club', 'Mk2Pq8Wx', []),
  { csType: 'COMM100', csPosition: 'bottom', path: 'not-a-ciphertext!!Ab12Cd34', labelIds: [] },
];

export const demoMemberContent: MemberContentConfig = {
  promotionCategories: demoPromotionCategories,
  promotions: demoPromotions,
  promoCode: { enabled: true, codes: [{ code: 'WELCOME100', reward: '100 free spins' }] },
  members: {
    player01: { rank: rank(3, 5, 'vip-gold', 'Platinum'), totalDepositSuccessCount: 3 },
    agent01: { rank: rank(0, 4, '', 'Bronze'), totalDepositSuccessCount: 0 },
  },
  depositUrl: '/cs-widget/cashier.html?kind=deposit',
  withdrawUrl: '/cs-widget/cashier.html?kind=withdraw',
  csScriptUrl: '/cs-widget/help.js',
  chatUrl: '/cs-widget/chat.html',
};

export const lottoMemberContent: MemberContentConfig = {
  promotionCategories: lottoPromotionCategories,
  promotions: lottoPromotions,
  promoCode: { enabled: false, codes: [] },
  members: {
    lottoplayer: { rank: rank(1, 3, '', 'Silver'), totalDepositSuccessCount: 1 },
    lottoagent: { rank: rank(0, 3, '', 'Silver'), totalDepositSuccessCount: 0 },
  },
  depositUrl: '/cs-widget/cashier.html?kind=deposit',
  withdrawUrl: '/cs-widget/cashier.html?kind=withdraw',
  csScriptUrl: '',
  chatUrl: '',
};

const POPUP = { type: 'POPUP', platforms: ['MOBILE'], category: 'GENERAL' };
const longText = Array.from({ length: 40 }, (_, i) => `Rule ${i + 1}: play responsibly and keep your account details private.`).join('\n');

/** Club's popups: hostile HTML, text that looks like HTML, and a long forced-read notice, in that order. */
export const clubAnnouncements: AnnouncementEntry[] = [
  { id: 'c-1', title: 'Grand opening', contentType: 'html', forcedRead: false, ...POPUP,
    content: '<p data-testid="hostile-html">Big <b>prizes</b> today<img src="missing.png" onerror="window.__pwned=\'onerror\';alert(1)"></p>'
      + '<script>window.__pwned="script"</script><svg><script>window.__pwned="svg"</script></svg>'
      + '<a href="javascript:window.__pwned=\'link\'" data-testid="hostile-link">Claim</a>'
      + '<iframe src="javascript:parent.__pwned=\'frame\'"></iframe><form action="javascript:alert(2)"><button>Go</button></form>' },
  { id: 'c-2', title: 'Plain notice', contentType: 'text', forcedRead: false, ...POPUP,
    content: 'Tags stay text: <b>not bold</b> <img src=x onerror="window.__pwned=\'text\'">' },
  { id: 'c-3', title: 'House rules', contentType: 'text', forcedRead: true, ...POPUP, content: longText },
];

export const clubMemberContent: MemberContentConfig = { ...demoMemberContent, members: {}, promoCode: { enabled: false, codes: [] } };

/** A seeded inbox message; daysAgo dates it, key keeps seeding idempotent. */
export interface InboxSeed { key: string; title: string; content: string; contentType: 'html' | 'text'; daysAgo: number; read: boolean }
/** A demo member's starting wallet (major units) and inbox. */
export interface MemberWalletSeed { balance: number; inbox: InboxSeed[] }

const welcome = (brand: string): InboxSeed => ({
  key: 'welcome', title: `Welcome to ${brand}`, contentType: 'html', daysAgo: 6, read: true,
  content: `<h2>Welcome!</h2><p>Your account is ready. Make your first deposit from <b>Account &gt; Deposit</b>.</p>`,
});

/**
 * Wallets and inboxes of the demo members, per merchant code then username (created on first use).
 * One message carries hostile HTML on purpose: the end-to-end tests prove none of it runs.
 */
export const memberWalletSeeds: Record<string, Record<string, MemberWalletSeed>> = {
  demo: {
    player01: { balance: 1250.5, inbox: [
      welcome('the club'),
      { key: 'bonus', title: 'Your weekly cashback is here', contentType: 'html', daysAgo: 1, read: false,
        content: '<p>We added <b>₱125.00</b> cashback to your wallet.</p><ul><li>No turnover</li><li>Valid 7 days</li></ul>' },
      { key: 'security', title: 'New login on your account', contentType: 'html', daysAgo: 0, read: false,
        content: '<p>A new device logged in.<img src="x" onerror="window.__pwned=\'inbox\'"></p><script>window.__pwned="inbox-script"</script><p>If this was not you, change your password.</p>' },
    ] },
    agent01: { balance: 0, inbox: [] },
    special01: { balance: 0, inbox: [] },
  },
  lotto: {
    lottoplayer: { balance: 3200, inbox: [
      { key: 'draw', title: 'ผลรางวัลงวดล่าสุดออกแล้ว', contentType: 'html', daysAgo: 0, read: false,
        content: '<p>ตรวจผลรางวัลงวดล่าสุดได้ที่หน้า <b>หวย</b></p>' },
      { key: 'points', title: 'Double points week', contentType: 'text', daysAgo: 2, read: false,
        content: 'Every ticket this week earns double points.' },
      welcome('the lottery'),
    ] },
  },
  club: {
    clubplayer: { balance: 50, inbox: [welcome('the club')] },
  },
};
