import { buildGames } from './games.ts';
import { flagsOn, type MerchantSeed } from './merchant-seed.ts';

const games = buildGames([
  { title: 'ELOTT', vendors: [{ vendor: 'TCG_LOTTO_VN', name: 'TCG Lotto', games: ['Mega 6/45', 'Power 6/55', 'Keno'] }] },
  { title: 'LOTT', vendors: [{ vendor: 'TCG_SEA', name: 'SEA Lottery', games: ['Thai Lottery', 'Lao Lottery'] }] },
  { title: 'RNG', vendors: [{ vendor: 'PG', name: 'PG Soft', games: ['Fortune Ox', 'Treasures of Aztec'] }] },
  { title: 'LIVE', vendors: [{ vendor: 'SEXY', name: 'Sexy Baccarat', games: ['Baccarat Classic'] }] },
]);

/** "Lotto Star": red and gold, Thai first (default TH, not EN), lottery lanes first. */
export const lottoSeed: MerchantSeed = {
  code: 'lotto',
  name: 'Lotto Star',
  domains: ['*.lotto.localhost'],
  rsaScheme: 'v1',
  config: {
    whitelabel: flagsOn(['STARTGAMEINAPP3', 'LINELOGIN3', 'TELEGRAMLOGIN3', 'SSOMANUALREG3', 'REG3', 'MOBILENUMREG3']),
    languages: ['TH', 'EN', 'VI'],
    defaultLanguage: 'TH',
    mainDomain: 'lotto.localhost',
    mobileTemplate: {
      name: 'golden',
      colors: { primary: '#e8a317', background: '#2a0d0d', surface: '#4a1616', text: '#fff7e6' },
      params: {
        h5_logo: 'logo.svg',
        app_background: 'background.svg',
        app_desc: 'Lotto Star: Thai, Lao and Vietnamese lotteries, results live.',
        app_desc_font_color: '#ffe3a3',
        login_prompt_text: { TH: ['ยินดีต้อนรับ', 'เข้าสู่ระบบเพื่อซื้อหวย'], EN: ['Welcome!', 'Log in to buy your tickets.'] },
        desktop_app_feature: 'banners/desktop-app.svg',
        apple_touch_icon: 'apple-touch-icon.png',
        pwa: { title: 'Lotto Star', icons: { '192': 'icon-192.png', '256': 'icon-256.png', '384': 'icon-384.png', '512': 'icon-512.png' } },
      },
    },
    resources: [
      { resourceType: 'Android', url: 'https://downloads.example.com/lotto/lotto-star.apk' },
      { resourceType: 'AppDownloadIcon', url: 'icon-192.png' },
    ],
    customerService: [
      { csType: 'TX-CHAT', csPosition: 'top', path: 'bG90dG8tdHgtY2hhdA==Zr7Nq1Vd', labelIds: [] },
    ],
    domainRoute: { enabled: false, domains: ['www.lotto.localhost'] },
    register: { captcha: { enabled: true, login: false, sms: false, register: false }, passwordRequired: false },
    sms: {
      appId: '', apiKey: '', authDomain: '', projectId: '', messagingSenderId: '', vapidKey: '',
      firebase: false, facebookAppId: '', googleWebClientId: '',
    },
    messagingApp: { botId: 'lottostar_bot', authDomain: 'www.lotto.localhost' },
    gw: { GEETEST_ID: 'lotto-geetest-id', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 12, LINE_CLIENT_ID: '1650000000' },
    analytics: { gaId: 'G-LOTTO00000', pixelIds: { facebook: '100000000000001' } },
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: { enabled: false, blockedIps: [] },
    country: {
      countries: [
        { countryCode: 'TH', countryDialingCode: '66', name: 'ประเทศไทย' },
        { countryCode: 'LA', countryDialingCode: '856', name: 'Laos' },
        { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
      ],
      countryCode: 'TH', countryDialingCode: '66', currencySymbol: '฿', currency: 'THB', currencyPosition: 'after',
    },
    relay: {
      banners: [
        { id: 'lotto-download', groupName: 'm_top', url: 'banners/lotto-download.svg', linkageType: 'NONE', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'lotto-popup', groupName: 'm_popup2', url: 'banners/lotto-popup.svg', linkageType: 'NONE', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'draw-tonight', groupName: 'm_home', url: 'banners/draw-tonight.svg', linkageType: 'G', linkage: 'TCG_LOTTO_VN-mega-6-45', roomId: '', nodeId: '2', gameType: 'ELOTT', vendor: 'TCG_LOTTO_VN' },
      ],
      ...games,
      announcements: [
        { id: 'l-1', title: 'ผลหวยออกแล้ว', content: 'Results of the 16th draw are out.', contentType: 'text', forcedRead: false, type: 'MARQUEE', platforms: ['MOBILE'], category: 'LOTTERY' },
      ],
      promotions: { APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: true, count: 1 } },
    },
    server: { defaultRegistrationPassword: 'Lotto#Reg2024' },
  },
  members: [
    { username: 'lottoplayer', type: 0, language: 'TH', firstTimeLogin: false, passwordExpired: false, clubLabel: null, inboxUnread: 5 },
  ],
};
