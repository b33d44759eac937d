/**
 * Seed promotions (issue 15): image, period, call to action and terms. Periods are relative to the server's
 * start so the seeded promotions are always running.
 * The images are the merchant's banners, which its CDN serves.
 */
import type { PromotionDetail } from '../../../contract/member.ts';
import type { PromotionDetailExtras } from '../../../contract/promotions.ts';
import type { MemberContentConfig } from '../merchant-config.ts';

export type SeedPromotion = PromotionDetail & PromotionDetailExtras;

const DAY = 86_400_000;
/** Whole days around today, at midnight UTC: a period that reads well in every time zone. */
function days(fromDay: number, toDay: number, now = Date.now()): { start: string; end: string } {
  const midnight = Math.floor(now / DAY) * DAY;
  return { start: new Date(midnight + fromDay * DAY).toISOString(), end: new Date(midnight + toDay * DAY - 1000).toISOString() };
}

const demoTerms = [
  'One bonus per player, household and device.',
  'The bonus and the deposit must be wagered 10 times within 7 days.',
  'Maximum bet while the bonus is active: 5% of the bonus.',
  'The merchant may end or change this promotion at any time.',
].join('\n');

export const demoPromotions: SeedPromotion[] = [
  { id: 'promo-1001', title: 'Welcome bonus 100%', summary: 'Double your first deposit.', image: 'banners/welcome-bonus.png',
    period: days(-10, 50), action: 'deposit', terms: demoTerms,
    contentType: 'html', content: '<h2>Welcome bonus</h2><p>Deposit at least <b>₱100</b> and get the same again.</p><ul><li>Turnover 10x</li><li>Valid 7 days</li></ul>' },
  { id: 'promo-1002', title: 'Weekly cashback', summary: '5% back every Monday.', image: 'banners/sports-week.png',
    period: days(-3, 28), action: 'claim', terms: 'Cashback is paid on net losses of the previous week.\nMinimum cashback: ₱10.',
    contentType: 'text', content: 'Every Monday, 5% of last week\'s net losses <b>return</b> to your wallet.' },
  // Hostile on purpose: the detail page must render it without running anything.
  { id: 'promo-1003', title: 'Lucky spin', summary: 'Spin daily.', image: 'banners/fortune-tiger.png', contentType: 'html',
    period: days(0, 14), action: 'join', terms: 'One spin a day per player.',
    content: '<p>Spin <img src="x" onerror="window.__pwned=\'promo\'">daily.</p><script>window.__pwned="promo-script"</script><a href="javascript:window.__pwned=\'promo-link\'">Go</a>' },
];

export const demoPromotionCategories: MemberContentConfig['promotionCategories'] = [
  { id: 'welcome', names: { EN: 'Welcome', CN: '新人优惠', TH: 'ต้อนรับ', UR: 'خوش آمدید' }, promotionIds: ['promo-1001'] },
  { id: 'weekly', names: { EN: 'Weekly', CN: '每周优惠', TH: 'รายสัปดาห์', UR: 'ہفتہ وار' }, promotionIds: ['promo-1002', 'promo-1003'] },
];

export const lottoPromotions: SeedPromotion[] = [
  { id: 'promo-2001', title: 'Lucky week', summary: 'Double points on every draw.', image: 'banners/lucky-week.png',
    period: days(-2, 5), action: 'join', terms: 'Points are added after each draw.\nOne entry per ticket.',
    contentType: 'text', content: 'Every ticket this week earns double points.' },
  { id: 'promo-2002', title: 'Draw tonight', summary: 'Buy a ticket before 19:00 and get a free one.', image: 'banners/draw-tonight.png',
    period: days(-30, 60), action: 'deposit', contentType: 'text', content: 'Deposit, buy one ticket for tonight\'s draw, and we add a second one.' },
];

export const lottoPromotionCategories: MemberContentConfig['promotionCategories'] = [
  { id: 'lucky', names: { TH: 'โชคดี', EN: 'Lucky week', VI: 'Tuần may mắn' }, promotionIds: ['promo-2001'] },
  { id: 'draws', names: { TH: 'งวดวันนี้', EN: 'Draws', VI: 'Kỳ quay' }, promotionIds: ['promo-2002'] },
];
