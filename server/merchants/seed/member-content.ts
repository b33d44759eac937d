/**
 * Seed data of issue 5: promotions, promo codes, rank progress, deposit settings, customer-service
 * entries (with properly encrypted paths) and the club merchant's popup announcements, which include
 * hostile HTML on purpose: the end-to-end tests prove none of it runs.
 */
import type { CustomerServiceEntry } from '../../../contract/wps.ts';
import type { MemberContentConfig, AnnouncementEntry } from '../merchant-config.ts';
import { encryptCsPath } from '../../services/cs-path.ts';

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

const demoPromotions: MemberContentConfig['promotions'] = [
  { id: 'promo-1001', title: 'Welcome bonus 100%', summary: 'Double your first deposit.', image: 'banners/welcome-bonus.png',
    contentType: 'html', content: '<h2>Welcome bonus</h2><p>Deposit at least <b>₱100</b> and get the same again.</p><ul><li>Turnover 10x</li><li>Valid 7 days</li></ul>' },
  { id: 'promo-1002', title: 'Weekly cashback', summary: '5% back every Monday.', image: 'banners/sports-week.png',
    contentType: 'text', content: 'Every Monday, 5% of last week\'s net losses <b>return</b> to your wallet.' },
  // Hostile on purpose: the detail page must render it without running anything.
  { id: 'promo-1003', title: 'Lucky spin', summary: 'Spin daily.', image: 'banners/fortune-tiger.png', contentType: 'html',
    content: '<p>Spin <img src="x" onerror="window.__pwned=\'promo\'">daily.</p><script>window.__pwned="promo-script"</script><a href="javascript:window.__pwned=\'promo-link\'">Go</a>' },
];

export const demoMemberContent: MemberContentConfig = {
  promotionCategories: [
    { id: 'welcome', names: { EN: 'Welcome', CN: '新人优惠', TH: 'ต้อนรับ' }, promotionIds: ['promo-1001'] },
    { id: 'weekly', names: { EN: 'Weekly', CN: '每周优惠', TH: 'รายสัปดาห์' }, promotionIds: ['promo-1002', 'promo-1003'] },
  ],
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
  promotionCategories: [
    { id: 'lucky', names: { TH: 'โชคดี', EN: 'Lucky week', VI: 'Tuần may mắn' }, promotionIds: ['promo-2001'] },
  ],
  promotions: [
    { id: 'promo-2001', title: 'Lucky week', summary: 'Double points on every draw.', image: 'banners/lucky-week.png',
      contentType: 'text', content: 'Every ticket this week earns double points.' },
  ],
  promoCode: { enabled: false, codes: [] },
  members: {
    lottoplayer: { rank: rank(1, 3, '', 'Silver'), totalDepositSuccessCount: 1 },
    lottoagent: { rank: rank(0, 3, '', 'Silver'), totalDepositSuccessCount: 0 },
  },
  depositUrl: '',
  withdrawUrl: '',
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
