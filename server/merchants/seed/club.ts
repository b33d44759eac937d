import { demoSeed } from './demo.ts';
import { flagsOn, type MerchantSeed } from './merchant-seed.ts';
import { clubAnnouncements, clubCustomerService, clubMemberContent } from './member-content.ts';

/**
 * "Club Royale": the merchant whose captcha is on for login, SMS and registration (GeeTest v4 through the
 * local provider) and whose social sign-in asks before registering (SSOMANUALREG3 on, FIREBASECREATEACC3 off).
 * Everything else is Demo Casino's, so the captcha and the confirm dialog can be tried without touching demo.
 */
export const clubSeed: MerchantSeed = {
  code: 'club',
  name: 'Club Royale',
  domains: ['*.club.localhost'],
  config: {
    ...demoSeed.config,
    whitelabel: flagsOn(['CBS3', 'PWDEXPFORCECHANGE3', 'REG3', 'MOBILENUMREG3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TWITTERLOGIN3', 'SSOMANUALREG3',
      // Its guests' home pages send the self-exclusion unlock check (production-wire D10).
      'SELFEXCLUSION3']),
    languages: ['EN', 'TH'],
    defaultLanguage: 'EN',
    mainDomain: 'club.localhost',
    mobileTemplate: {
      ...demoSeed.config.mobileTemplate, name: 'royal', colors: { primary: '#7b2cbf', background: '#10002b', surface: '#240046', text: '#ffffff' },
      // Its own name on the download bar, the manifest and the web clip (not Demo Casino's).
      params: {
        ...demoSeed.config.mobileTemplate.params,
        app_desc: 'Club Royale: tables, slots and sports for members of the club.',
        pwa: { ...demoSeed.config.mobileTemplate.params.pwa, title: 'Club Royale' },
      },
    },
    register: { captcha: { enabled: true, login: true, sms: true, register: true }, passwordRequired: true },
    messagingApp: { botId: '', authDomain: '' },
    gw: { GEETEST_ID: 'club-local-captcha', GEETEST_VERSION: 'v4', GEETEST_SCRIPT_URL: '/captcha/gt4.js', LINE_CLIENT_ID: '' },
    regionRestriction: { enabled: false, blockedIps: [] },
    // Made-up, published values for development and test: production mode takes its own from TESSERA_SECRET_* (server/config/production.ts).
    server: { defaultRegistrationPassword: 'Club#Reg2024' },
    // Issue 5: popups with hostile HTML, a widget that cannot load and a path that does not decrypt.
    relay: { ...demoSeed.config.relay, announcements: clubAnnouncements },
    customerService: clubCustomerService,
    memberContent: clubMemberContent,
    // A native shell and a web clip host may frame this merchant's site (shell.club.localhost on any port, for the tests).
    frameAncestors: ['https://app.clubroyale.example', 'http://shell.club.localhost:*'],
  },
  members: [
    { username: 'clubplayer', type: 0, language: 'EN', firstTimeLogin: false, passwordExpired: false, clubLabel: null, inboxUnread: 0 },
    // Issue 5: an agent, so the popup tests run for a guest, a member and an agent on this merchant.
    { username: 'clubagent', type: 2, language: 'EN', firstTimeLogin: false, passwordExpired: false, clubLabel: null, inboxUnread: 0 },
  ],
};
