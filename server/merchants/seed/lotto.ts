import { buildGames } from './games.ts';
import { flagsOn, type MerchantSeed } from './merchant-seed.ts';
import { lottoCustomerService, lottoMemberContent } from './member-content.ts';

const games = buildGames([
  { title: 'ELOTT', vendors: [{ vendor: 'TCG_LOTTO_VN', name: 'TCG Lotto', games: ['Mega 6/45', 'Power 6/55', 'Keno'] }] },
  { title: 'LOTT', vendors: [{ vendor: 'TCG_SEA', name: 'SEA Lottery', games: ['Thai Lottery', 'Lao Lottery'] }] },
  { title: 'RNG', vendors: [{ vendor: 'PG', name: 'PG Soft', games: ['Fortune Ox', 'Treasures of Aztec'] }] },
  { title: 'LIVE', vendors: [{ vendor: 'SEXY', name: 'Sexy Baccarat', games: ['Baccarat Classic'] }] },
  { title: 'SPORTS', vendors: [{ vendor: 'SABA', name: 'SABA Sports', games: ['Football'] }] },
  { title: 'TABLE', vendors: [{ vendor: 'KM', name: 'King Maker', games: ['Pok Deng', 'Hi-Lo'] }] },
  { title: 'FISH', vendors: [{ vendor: 'JDB', name: 'JDB', games: ['Fishing Disco'] }] },
  { title: 'PVP', vendors: [{ vendor: 'V8', name: 'V8 Poker', games: ['Dummy'] }] },
  { title: 'CRASH', vendors: [{ vendor: 'SPRIBE', name: 'Spribe', games: ['Aviator'], isNew: true }] },
  { title: 'ARCADE', vendors: [{ vendor: 'JDB', name: 'JDB', games: ['Lucky Goldbricks'] }] },
]);

/** "Lotto Star": red and gold, Thai first (default TH, not EN), lottery lanes first. */
export const lottoSeed: MerchantSeed = {
  code: 'lotto',
  name: 'Lotto Star',
  domains: ['*.lotto.localhost'],
  config: {
    whitelabel: flagsOn(['STARTGAMEINAPP3', 'LINELOGIN3', 'TELEGRAMLOGIN3', 'SSOMANUALREG3', 'REG3', 'MOBILENUMREG3', 'MAILREG3']),
    languages: ['TH', 'EN', 'VI'],
    defaultLanguage: 'TH',
    mainDomain: 'lotto.localhost',
    mobileTemplate: {
      name: 'golden',
      colors: { primary: '#e8a317', background: '#2a0d0d', surface: '#4a1616', text: '#fff7e6' },
      params: {
        h5_logo: 'logo.png',
        app_background: 'background.svg',
        app_desc: 'Lotto Star: Thai, Lao and Vietnamese lotteries, results live.',
        app_desc_font_color: '#ffe3a3',
        login_prompt_text: { TH: ['ยินดีต้อนรับ', 'เข้าสู่ระบบเพื่อซื้อหวย'], EN: ['Welcome!', 'Log in to buy your tickets.'] },
        desktop_app_feature: 'banners/desktop-app.png',
        apple_touch_icon: 'apple-touch-icon.png',
        pwa: { title: 'Lotto Star', icons: { '192': 'icon-192.png', '256': 'icon-256.png', '384': 'icon-384.png', '512': 'icon-512.png' } },
      },
    },
    resources: [
      { resourceType: 'Android', url: 'https://downloads.example.com/lotto/lotto-star.apk' },
      { resourceType: 'AppDownloadIcon', url: 'icon-192.png' },
    ],
    customerService: lottoCustomerService,
    domainRoute: { enabled: false, domains: ['www.lotto.localhost'] },
    // Issue 15: registration asks for the terms (the news page stands in for them here) and an age of 18.
    register: {
      captcha: { enabled: true, login: false, sms: false, register: false }, passwordRequired: false,
      consent: { terms: true, termsUrl: '/m/news', minAge: 18 },
    },
    sms: {
      appId: '', apiKey: '', authDomain: '', projectId: '', messagingSenderId: '', vapidKey: '',
      firebase: false, facebookAppId: '', googleWebClientId: '',
    },
    messagingApp: { botId: 'lottostar_bot', authDomain: 'www.lotto.localhost' },
    gw: { GEETEST_ID: 'lotto-geetest-id', GEETEST_VERSION: 'v4', GEETEST_SCRIPT_URL: '/captcha/gt4.js', PROFILE_ICON_COUNT: 12, LINE_CLIENT_ID: '1650000000' },
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
        { id: 'lotto-download', groupName: 'm_top', url: 'banners/lotto-download.png', linkageType: 'NONE', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'lotto-popup', groupName: 'm_popup2', url: 'banners/lotto-popup.png', linkageType: 'NONE', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'draw-tonight', groupName: 'm_home', url: 'banners/draw-tonight.png', linkageType: 'G', linkage: 'TCG_LOTTO_VN-mega-6-45', roomId: '', nodeId: '2', gameType: 'ELOTT', vendor: 'TCG_LOTTO_VN' },
        // One banner of every linkage type, so the lobby shows (and the tests click) each rule.
        { id: 'lucky-week', groupName: 'm_home', url: 'banners/lucky-week.png', linkageType: 'P', linkage: 'promo-2001', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'fortune-ox', groupName: 'm_home', url: 'banners/fortune-ox.png', linkageType: 'G', linkage: 'PG-fortune-ox', roomId: '', nodeId: '1', gameType: 'RNG', vendor: 'PG' },
        { id: 'all-lotteries', groupName: 'm_home', url: 'banners/all-lotteries.png', linkageType: 'URL', linkage: '/m/elott', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'results-today', groupName: 'm_home', url: 'banners/results-today.png', linkageType: 'URL', linkage: 'https://results.lotto.localhost/today', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'play-responsibly', groupName: 'm_home', url: 'banners/play-responsibly.png', linkageType: 'URL', linkage: 'https://www.example.org/responsible-gaming', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'lotto-invite', groupName: 'm_invite', url: 'banners/lotto-invite.png', linkageType: 'URL', linkage: '/m/inviteFriends', roomId: '', nodeId: '', gameType: '', vendor: '' },
      ],
      ...games,
      announcements: [
        { id: 'l-1', title: 'ผลหวยออกแล้ว', content: 'Results of the 16th draw are out.', contentType: 'text', forcedRead: false, type: 'MARQUEE', platforms: ['MOBILE'], category: 'LOTTERY' },
      ],
      promotions: { APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: true, count: 1 } },
      matches: [
        { matchId: 'l-201', vendor: 'SABA', gameId: 'SABA-football', league: 'Thai League 1', home: 'Buriram', away: 'Port FC', startTime: '2030-05-01T12:00:00Z', odds: { home: 1.7, draw: 3.6, away: 4.4 } },
      ],
    },
    // Made-up, published values for development and test: production mode takes its own from TESSERA_SECRET_* (server/config/production.ts).
    server: { defaultRegistrationPassword: 'Lotto#Reg2024' },
    // The live-backend merchant: its clients talk to the live platform, which speaks v1 only (weak: see contract/hybrid.ts).
    security: { encryption: 'v1', accept: ['v1'] },
    memberContent: lottoMemberContent,
  },
  members: [
    { username: 'lottoplayer', type: 0, language: 'TH', firstTimeLogin: false, passwordExpired: false, clubLabel: null, inboxUnread: 5 },
    { username: 'lottoagent', type: 2, language: 'TH', firstTimeLogin: false, passwordExpired: false, clubLabel: null, inboxUnread: 0 },
  ],
};
