import { buildGames } from './games.ts';
import { demoAuthServer } from './auth-accounts.ts';
import { flagsOn, type MerchantSeed } from './merchant-seed.ts';
import { demoCustomerService, demoMemberContent } from './member-content.ts';

const games = buildGames([
  { title: 'SPORTS', vendors: [{ vendor: 'SBO', name: 'SBO Sports', games: ['Football', 'Basketball'] }] },
  { title: 'LIVE', vendors: [{ vendor: 'EVO', name: 'Evolution', games: ['Baccarat', 'Roulette', 'Blackjack'] }] },
  { title: 'RNG', vendors: [
    { vendor: 'PG', name: 'PG Soft', games: ['Fortune Tiger', 'Mahjong Ways', 'Lucky Neko'] },
    { vendor: 'JILI', name: 'JILI', games: ['Super Ace', 'Golden Empire'] },
  ] },
  { title: 'TABLE', vendors: [{ vendor: 'KM', name: 'King Maker', games: ['Teen Patti', 'Andar Bahar'] }] },
  { title: 'FISH', vendors: [{ vendor: 'JILI', name: 'JILI', games: ['Ocean King'] }] },
  { title: 'PVP', vendors: [{ vendor: 'V8', name: 'V8 Poker', games: ['Texas Holdem', 'Mahjong Duel'] }] },
  { title: 'CRASH', vendors: [{ vendor: 'SPRIBE', name: 'Spribe', games: ['Aviator', 'Mines'], isNew: true }] },
  { title: 'ARCADE', vendors: [{ vendor: 'JDB', name: 'JDB', games: ['Fruity Bonanza', 'Dragon Racer'] }] },
  { title: 'ELOTT', vendors: [{ vendor: 'TCG_LOTTO_VN', name: 'TCG Lotto', games: ['Mega 6/45'] }] },
  { title: 'LOTT', vendors: [{ vendor: 'TCG_SEA', name: 'SEA Lottery', games: ['Thai Lottery'], isNew: true }] },
]);

/** "Demo Casino": blue, English first, many languages; the merchant of localhost, 127.0.0.1 and [::1]. */
export const demoSeed: MerchantSeed = {
  code: 'demo',
  name: 'Demo Casino',
  domains: ['localhost', '127.0.0.1', '::1', '*.demo.localhost'],
  config: {
    whitelabel: flagsOn(['CBS3', 'MOBILEAUTOLOGIN3', 'PWDEXPFORCECHANGE3', 'WEBCLIP', 'REG3', 'MOBILENUMREG3', 'UPDATEMOBILEICC3',
      'GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TWITTERLOGIN3', 'LINELOGIN3', 'TELEGRAMLOGIN3', 'FIREBASECREATEACC3']),
    languages: ['EN', 'CN', 'TH', 'VI', 'UR', 'UR-LA', 'PT-BR', 'ID', 'KO'],
    defaultLanguage: 'EN',
    mainDomain: 'demo.localhost',
    mobileTemplate: {
      name: 'ocean',
      colors: { primary: '#1e6fd9', background: '#0b1a33', surface: '#132a4f', text: '#ffffff' },
      params: {
        h5_logo: 'logo.png',
        app_background: 'background.svg',
        app_desc: 'Demo Casino: live tables, slots and sports in your pocket.',
        app_desc_font_color: '#cfe2ff',
        login_prompt_text: { EN: ['Welcome back!', 'Log in to claim your daily bonus.'], CN: ['欢迎回来！', '登录领取每日奖励。'] },
        desktop_app_feature: 'banners/desktop-app.png',
        apple_touch_icon: 'apple-touch-icon.png',
        pwa: { title: 'Demo Casino', icons: { '192': 'icon-192.png', '256': 'icon-256.png', '384': 'icon-384.png', '512': 'icon-512.png' } },
      },
    },
    resources: [
      { resourceType: 'IOS', url: 'https://apps.apple.com/app/demo-casino/id6400000001' },
      // The iOS lite configuration profile the reference server builds (server/routes/webclip.ts).
      { resourceType: 'MOBILECONFIG', url: 'webclip.mobileconfig' },
      { resourceType: 'Android', url: 'https://downloads.example.com/demo/demo-casino.apk' },
      { resourceType: 'AppDownloadIcon', url: 'icon-192.png' },
    ],
    customerService: demoCustomerService,
    domainRoute: { enabled: false, domains: ['www.demo.localhost'] },
    register: { captcha: { enabled: false, login: false, sms: false, register: false }, passwordRequired: true },
    sms: {
      appId: 'demo-app', apiKey: 'demo-api-key', authDomain: 'demo.localhost', projectId: 'demo-tessera',
      messagingSenderId: '100000000001', vapidKey: 'BJJJhk_lILIqW-K97BtEEa2W2FxPd7u3JZrT5rLa94geoXh8gdFW59PPgR_fyINtnBIG-mDLy07gCtDGmxMWHMM',
      firebase: false, facebookAppId: '', googleWebClientId: '',
    },
    messagingApp: { botId: '7000000001', authDomain: 'localhost' },
    gw: { GEETEST_ID: 'demo-local-captcha', GEETEST_SCRIPT_URL: '/captcha/gt3.js', LINE_CLIENT_ID: '2000000001' },
    analytics: { gaId: null, pixelIds: {} },
    maintenance: false,
    maintenanceEnd: null,
    // 203.0.113.0/24 is a documentation range: a blocked address no real visitor has.
    regionRestriction: { enabled: true, blockedIps: ['203.0.113.66'] },
    country: {
      countries: [
        { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
        { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
        { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
      ],
      countryCode: 'PH', countryDialingCode: '63', currencySymbol: '₱', currency: 'PHP', currencyPosition: 'before',
    },
    relay: {
      banners: [
        { id: 'download-app', groupName: 'm_top', url: 'banners/download-app.png', linkageType: 'NONE', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'popup-ios', groupName: 'm_popup1', url: 'banners/popup-ios.png', linkageType: 'NONE', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'popup-android', groupName: 'm_popup2', url: 'banners/popup-android.png', linkageType: 'NONE', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'welcome-bonus', groupName: 'm_home', url: 'banners/welcome-bonus.png', linkageType: 'P', linkage: 'promo-1001', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'fortune-tiger', groupName: 'm_home', url: 'banners/fortune-tiger.png', linkageType: 'G', linkage: 'PG-fortune-tiger', roomId: '', nodeId: '1', gameType: 'RNG', vendor: 'PG' },
        { id: 'invite-friends', groupName: 'm_invite', url: 'banners/invite-friends.png', linkageType: 'URL', linkage: '/m/inviteFriends', roomId: '', nodeId: '', gameType: '', vendor: '' },
        // One banner of every linkage type, so the lobby shows (and the tests click) each rule.
        { id: 'mega-draw', groupName: 'm_home', url: 'banners/mega-draw.png', linkageType: 'G', linkage: 'TCG_LOTTO_VN-mega-6-45', roomId: '', nodeId: '2', gameType: 'ELOTT', vendor: 'TCG_LOTTO_VN' },
        { id: 'sports-week', groupName: 'm_home', url: 'banners/sports-week.png', linkageType: 'URL', linkage: '/m/sports', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'daily-tips', groupName: 'm_home', url: 'banners/daily-tips.png', linkageType: 'URL', linkage: 'https://news.demo.localhost/daily-tips', roomId: '', nodeId: '', gameType: '', vendor: '' },
        { id: 'play-responsibly', groupName: 'm_home', url: 'banners/play-responsibly.png', linkageType: 'URL', linkage: 'https://www.example.org/responsible-gaming', roomId: '', nodeId: '', gameType: '', vendor: '' },
      ],
      ...games,
      announcements: [
        { id: 'a-1', title: 'Welcome to Demo Casino', content: '<p>New members get a <b>100%</b> first deposit bonus.</p>', contentType: 'html', forcedRead: true, type: 'POPUP', platforms: ['MOBILE', 'DESKTOP'], category: 'GENERAL' },
        { id: 'a-2', title: 'Maintenance notice', content: 'PG Soft maintenance on Sunday 02:00-04:00.', contentType: 'text', forcedRead: false, type: 'MARQUEE', platforms: ['MOBILE'], category: 'GENERAL' },
      ],
      promotions: { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 2 } },
      matches: [
        { matchId: 'm-101', vendor: 'SBO', gameId: 'SBO-football', league: 'Premier League', home: 'Arsenal', away: 'Chelsea', startTime: '2030-05-01T19:00:00Z', odds: { home: 2.1, draw: 3.4, away: 3.2 } },
        { matchId: 'm-102', vendor: 'SBO', gameId: 'SBO-football', league: 'La Liga', home: 'Sevilla', away: 'Valencia', startTime: '2030-05-02T18:30:00Z', odds: { home: 1.9, draw: 3.3, away: 4.1 } },
        { matchId: 'm-103', vendor: 'SBO', gameId: 'SBO-basketball', league: 'PBA', home: 'Ginebra', away: 'San Miguel', startTime: '2030-05-03T11:00:00Z', odds: { home: 1.8, draw: 15, away: 2.0 } },
      ],
    },
    // Made-up, published values for development and test: production mode takes its own from TESSERA_SECRET_* (server/config/production.ts).
    server: { defaultRegistrationPassword: 'Demo#Reg2024', ...demoAuthServer },
    security: { encryption: 'v2', accept: ['v2'] },
    memberContent: demoMemberContent,
  },
  members: [
    { username: 'player01', type: 0, language: 'EN', firstTimeLogin: false, passwordExpired: false, clubLabel: { labelName: 'Gold', labelId: 'vip-gold', rankLevel: 3, type: 'AUTO' }, inboxUnread: 2 },
    { username: 'agent01', type: 1, language: 'EN', firstTimeLogin: false, passwordExpired: false, clubLabel: null, inboxUnread: 0 },
    { username: 'newbie01', type: 0, language: 'EN', firstTimeLogin: true, passwordExpired: false, clubLabel: null, inboxUnread: 0 },
    { username: 'expired01', type: 0, language: 'EN', firstTimeLogin: false, passwordExpired: true, clubLabel: null, inboxUnread: 0 },
    { username: 'special01', type: 4, language: 'EN', firstTimeLogin: false, passwordExpired: false, clubLabel: null, inboxUnread: 0 },
  ],
};
