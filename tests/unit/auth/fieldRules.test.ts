import { describe, expect, it } from 'vitest';
import { fieldForCode } from '../../../src/auth/fieldErrors.ts';
import { checkConfirm, checkMobile, checkNewPassword, checkSmsCode, checkUsername } from '../../../src/auth/fieldRules.ts';
import { promptLines } from '../../../contract/loginPrompt.ts';
import { readConsent } from '../../../src/auth/registerConsent.ts';

describe('form rules shown under their fields', () => {
  it('password: 8 to 64 characters with a letter and a digit, the server policy', () => {
    expect(checkNewPassword('')).toBe('field_required');
    expect(checkNewPassword('abc1234')).toBe('rule_password');
    expect(checkNewPassword('abcdefgh')).toBe('rule_password');
    expect(checkNewPassword('12345678')).toBe('rule_password');
    expect(checkNewPassword('abcd 1234')).toBe('rule_password');
    expect(checkNewPassword(`a1${'x'.repeat(63)}`)).toBe('rule_password');
    expect(checkNewPassword('abcd1234')).toBeNull();
  });

  it('username, confirmation, mobile and code', () => {
    expect(checkUsername('1abcdef')).toBe('rule_username');
    expect(checkUsername('player01')).toBeNull();
    expect(checkConfirm('abcd1234', 'abcd1235')).toBe('register_password_mismatch');
    expect(checkMobile('0917 123-4567')).toBeNull();
    expect(checkMobile('12')).toBe('mobile_invalid');
    expect(checkSmsCode('12a456')).toBe('err_sms_code_invalid');
  });

  it('maps the server codes that belong to a field, and no others', () => {
    expect(fieldForCode('member.password.weak')).toEqual({ field: 'password', key: 'err_password_weak' });
    expect(fieldForCode('register.username.exists')).toEqual({ field: 'username', key: 'err_username_taken' });
    expect(fieldForCode('sms.code.invalid')?.field).toBe('code');
    expect(fieldForCode('login.cred.err')).toBeNull();
    expect(fieldForCode(null)).toBeNull();
  });
});

describe('merchant settings read defensively', () => {
  it('login_prompt_text: the current language only', () => {
    const p = { EN: ['Welcome back!', 'Log in.'], TH: ['ยินดีต้อนรับ'] };
    expect(promptLines(p, 'EN')).toEqual(['Welcome back!', 'Log in.']);
    expect(promptLines(p, 'TH')).toEqual(['ยินดีต้อนรับ']);
    expect(promptLines(p, 'UR')).toEqual([]);
    expect(promptLines({ EN: 'not a list' }, 'EN')).toEqual([]);
    expect(promptLines(null, 'EN')).toEqual([]);
  });

  it('register.consent: terms and a minimum age, unsafe links and bad ages ignored', () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(readConsent({ consent: { terms: true, termsUrl: '/m/activity', minAge: 18 } })).toEqual({ terms: true, termsUrl: '/m/activity', minAge: 18 });
      expect(readConsent({ consent: { termsUrl: 'javascript:alert(1)', minAge: 18 } })).toEqual({ terms: false, termsUrl: null, minAge: 18 });
      expect(readConsent({ consent: { minAge: -3 } })).toBeNull();
      expect(readConsent({})).toBeNull();
      expect(readConsent({ consent: 'yes' })).toBeNull();
    } finally {
      console.warn = warn;
    }
  });
});
