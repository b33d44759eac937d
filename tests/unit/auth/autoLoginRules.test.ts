import { describe, expect, it } from 'vitest';
import { autoLoginErrorAction, autoLoginSkipReason, type AutoLoginInputs } from '../../../src/auth/autoLoginRules.ts';

const base: AutoLoginInputs = {
  hasSession: false, search: '', flagOn: true, switchValue: null,
  remembered: { type: 'username', username: 'carol01', merchant: 'acme' }, merchantCode: 'acme',
};
const skip = (over: Partial<AutoLoginInputs>) => autoLoginSkipReason({ ...base, ...over });

describe('auto login skip rules (spec sections 4 and 5)', () => {
  it('runs when nothing skips it (switch "1" or never set)', () => {
    expect(skip({})).toBeNull();
    expect(skip({ switchValue: '1' })).toBeNull();
  });
  it('a token or session → skipped', () => expect(skip({ hasSession: true })).toBe('session'));
  it.each(['?redirectUrl=https%3A%2F%2Fx', '?backUrl=/m/game', 'a=1&backUrl='])('%s in the URL → skipped', (search) => {
    expect(skip({ search })).toBe('url');
  });
  it('MOBILEAUTOLOGIN3 off → skipped', () => expect(skip({ flagOn: false })).toBe('flag'));
  it('the stored switch "0" → skipped', () => expect(skip({ switchValue: '0' })).toBe('switch'));
  it('another merchant\'s remembered login → skipped', () => {
    expect(skip({ merchantCode: 'other' })).toBe('merchant');
    expect(skip({ merchantCode: null })).toBe('merchant');
  });
  it('an SMS-type remembered login is never replayed', () => {
    expect(skip({ remembered: { type: 'sms', mobileNum: '9171234567', merchant: 'acme' } })).toBe('sms');
  });
  it('nothing remembered → skipped', () => expect(skip({ remembered: null })).toBe('nothing-remembered'));
});

describe('auto login error rules (spec section 8)', () => {
  it('login.cred.err and not.exists.user forget the remembered login', () => {
    expect(autoLoginErrorAction('login.cred.err')).toBe('forget-remembered');
    expect(autoLoginErrorAction('not.exists.user')).toBe('forget-remembered');
  });
  it('token_ip_different turns auto login off', () => expect(autoLoginErrorAction('token_ip_different')).toBe('switch-off'));
  it('other codes change nothing', () => {
    expect(autoLoginErrorAction('internal.error')).toBe('none');
    expect(autoLoginErrorAction(null)).toBe('none');
  });
});
