import type { LoginVerifyFlags } from '../../../contract/wps.ts';
import type { SocialLink } from '../../../contract/loginProviders.ts';
import type { ServerAuthConfig } from '../merchant-config.ts';

export type SocialProvider = SocialLink;

/** An account of the authentication seed: a member plus what its login path needs. */
export interface AuthSeedAccount {
  username: string;
  /** 'seed' = SEED_PASSWORD; 'default' = the merchant's default registration password. */
  password: 'seed' | 'default';
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  mobile?: { countryDialingCode: string; mobileNum: string };
  /** Only this client address may log in (token_ip_different elsewhere). */
  boundIp?: string;
  loginVerify?: LoginVerifyFlags;
  /** Base32 TOTP secret for the 'ga' second step. */
  gaSecret?: string;
  links?: { provider: SocialProvider; subject: string }[];
}

/** Identities of the local sign-in pages; the linked ones belong to the accounts below. */
export const DEMO_IDS = {
  firebaseUid: 'demo-firebase-uid-01',
  lineLinked: 'U0123456789abcdef0123456789abcdef',
  lineNew: 'Ufedcba9876543210fedcba9876543210',
  telegramLinked: '700000101',
  telegramNew: '700000102',
  mayaLinked: 'maya-wallet-01',
  mayaNew: 'maya-wallet-02',
} as const;

/** The well-known example TOTP secret, so an authenticator app or a script can produce secure02's codes. */
export const DEMO_GA_SECRET = 'JBSWY3DPEHPK3PXP';

/** Demo's server-only provider secrets and local provider users (made-up values, never sent to a client; not in production mode). */
export const demoAuthServer: ServerAuthConfig = {
  telegramBotToken: '7000000001:AAHdemoTesseraBotTokenForLocalUseOnly',
  telegramDevUsers: [
    { id: DEMO_IDS.telegramLinked, name: 'Tele Linked', picture: '' },
    { id: DEMO_IDS.telegramNew, name: 'Tele Newcomer', picture: '' },
  ],
  line: {
    channelSecret: 'demo-line-channel-secret-0001',
    devUsers: [
      { id: DEMO_IDS.lineLinked, name: 'Line Linked', picture: '' },
      { id: DEMO_IDS.lineNew, name: 'Line Newcomer', picture: '' },
    ],
  },
  maya: {
    env: 'sandbox',
    devUsers: [
      { id: DEMO_IDS.mayaLinked, name: 'Maya Linked', picture: '' },
      { id: DEMO_IDS.mayaNew, name: 'Maya Newcomer', picture: '' },
    ],
  },
};

/** Per merchant code: the accounts each login path and error code of the authentication work needs. */
export const AUTH_ACCOUNTS: Readonly<Record<string, readonly AuthSeedAccount[]>> = {
  demo: [
    { username: 'default01', password: 'default' },
    // The password-change test changes this one's password; expired01 stays as seeded for the others.
    { username: 'expired02', password: 'seed', passwordExpired: true },
    { username: 'secure01', password: 'seed', loginVerify: { email: true, ga: false, sms: true } },
    { username: 'secure02', password: 'seed', loginVerify: { email: false, ga: true, sms: false }, gaSecret: DEMO_GA_SECRET },
    // 203.0.113.0/24 is a documentation range: no local player has this address.
    { username: 'ipbound01', password: 'seed', boundIp: '203.0.113.10' },
    { username: 'mobile01', password: 'seed', mobile: { countryDialingCode: '63', mobileNum: '9171234567' } },
    // The forgot-password tests reset this one's password; mobile01 stays as seeded for the SMS login.
    { username: 'forgot01', password: 'seed', mobile: { countryDialingCode: '63', mobileNum: '9171230001' } },
    { username: 'forgot02', password: 'seed', mobile: { countryDialingCode: '63', mobileNum: '9171230002' } },
    { username: 'fireuser01', password: 'seed', links: [{ provider: 'firebase', subject: DEMO_IDS.firebaseUid }] },
    { username: 'lineuser01', password: 'seed', links: [{ provider: 'line', subject: DEMO_IDS.lineLinked }] },
    { username: 'tguser01', password: 'seed', links: [{ provider: 'telegram', subject: DEMO_IDS.telegramLinked }] },
    { username: 'mayauser01', password: 'seed', links: [{ provider: 'maya', subject: DEMO_IDS.mayaLinked }] },
  ],
  // lotto keeps its single member (other tests count it); its mobile cases register their own.
};
