import { randomInt } from 'node:crypto';
import { USERNAME_PATTERN } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import type { Db, MemberRow } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { findByMobile, findByUsername, isUniqueViolation } from './members.ts';
import { hashPassword } from './password.ts';

/** Where a registration came from (spec section 3), stored on the member. */
export interface Attribution {
  affiliateCode?: string | null; referralCode?: string | undefined; linkId?: string | undefined; domain?: string | undefined;
  pixelTrack?: Record<string, string> | undefined; registerMethod?: string | undefined; registerUrl?: string | undefined; loginDeviceId?: string | undefined;
}

export interface NewMember {
  username: string;
  password: string;
  usesDefaultPassword: boolean;
  mobile: { countryDialingCode: string; mobileNum: string } | null;
  attribution: Attribution;
}

export async function assertUsernameFree(db: Db, merchant: string, username: string): Promise<void> {
  if (await findByUsername(db, merchant, username)) throw new HttpError(200, CODES.usernameExists, `the username '${username}' is taken`);
}

export async function assertMobileFree(db: Db, merchant: string, cc: string, num: string): Promise<void> {
  if (await findByMobile(db, merchant, cc, num)) throw new HttpError(200, CODES.mobileExists, 'this mobile number is already registered');
}

/** A free username of USERNAME_PATTERN: the prefix (letters and digits, 1 to 8) and random digits. */
export async function suggestUsername(db: Db, merchant: string, prefix = 'user'): Promise<string> {
  const head = /^[A-Za-z][A-Za-z0-9]{0,7}$/.test(prefix) ? prefix.toLowerCase() : 'user';
  for (let i = 0; i < 20; i++) {
    const candidate = `${head}${String(randomInt(10 ** 6)).padStart(6, '0')}`.slice(0, 16);
    if (USERNAME_PATTERN.test(candidate) && !(await findByUsername(db, merchant, candidate))) return candidate;
  }
  throw new HttpError(503, CODES.internal, 'no free username found, try again');
}

/** Inserts the member; a race on the unique indexes answers like the pre-checks do. */
export async function createMember(db: Db, merchant: Merchant, m: NewMember, nowMs: number): Promise<MemberRow> {
  const a = m.attribution;
  const hash = await hashPassword(m.password);
  try {
    return await db.insertInto('members').values({
      merchant: merchant.code,
      username: m.username,
      password_hash: hash,
      type: 0,
      language: merchant.config.defaultLanguage,
      first_time_login: false,
      password_expired: false,
      club_label: null,
      uses_default_password: m.usesDefaultPassword,
      mobile_dialing_code: m.mobile?.countryDialingCode ?? null,
      mobile_num: m.mobile?.mobileNum ?? null,
      affiliate_code: a.affiliateCode ?? null,
      referral_code: a.referralCode ?? null,
      link_id: a.linkId ?? null,
      domain: a.domain ?? null,
      pixel_track: a.pixelTrack ? JSON.stringify(a.pixelTrack) : null,
      register_method: a.registerMethod ?? null,
      register_url: a.registerUrl ?? null,
      login_device_id: a.loginDeviceId ?? null,
      password_changed_at: new Date(nowMs).toISOString(),
    }).returningAll().executeTakeFirstOrThrow();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    if (m.mobile) await assertMobileFree(db, merchant.code, m.mobile.countryDialingCode, m.mobile.mobileNum);
    throw new HttpError(200, CODES.usernameExists, `the username '${m.username}' is taken`);
  }
}
