import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../../contract/languages.ts';
import type { Envelope } from '../../../contract/envelope.ts';
import { CLIENT_CODES, NETWORK_ERROR_MESSAGE } from '../../../src/api/clientCodes.ts';
import { handleFailure, setAlertText } from '../../../src/api/errors.ts';
import { configureClient, resetClientHooks } from '../../../src/api/hooks.ts';
import { loadFullCatalog, setLanguage } from '../../../src/i18n/setLanguage.ts';
import { eventually } from '../eventually.ts';
import th from '../../../src/i18n/locales/th.json';

const fail = (code: string | null, message: string | null = null): Envelope => ({ success: false, value: null, code, message });
const HTTP = { protocol: 'http:', online: true };
const onAlert = vi.fn();

beforeEach(() => {
  resetClientHooks();
  onAlert.mockReset();
  configureClient({ onAlert });
});
afterEach(() => setAlertText((env) => env.message));

describe('the alert path shows the code\'s text in the player\'s language', () => {
  it('shows the server\'s words until the rest of the catalogue (where the error texts live) is wanted', async () => {
    await setLanguage('TH', LANGUAGES);
    handleFailure(fail('register.username.exists', 'username already taken'), 400, {}, HTTP);
    expect(onAlert).toHaveBeenLastCalledWith('username already taken');
  });

  it('once the rest of the catalogue is in, a refused call alerts with the Thai text of its code', async () => {
    await setLanguage('TH', LANGUAGES);
    await loadFullCatalog();
    await eventually(() => {
      handleFailure(fail('register.username.exists', 'username already taken'), 400, {}, HTTP);
      expect(onAlert).toHaveBeenLastCalledWith(th.err_username_taken);
    });
    handleFailure(fail('member.password.weak', 'newPassword refused: too short; password must be 8 to 64 characters'), 400, {}, HTTP);
    expect(onAlert).toHaveBeenLastCalledWith(th.err_password_weak);
  });

  it('keeps the spec\'s network text (the offline banner reads it) and the server text of an unknown code', async () => {
    await setLanguage('TH', LANGUAGES);
    await loadFullCatalog();
    await eventually(() => {
      handleFailure(fail('login.cred.err', 'wrong username or password'), 200, {}, HTTP);
      expect(onAlert).toHaveBeenLastCalledWith(th.err_login_cred_err);
    });
    handleFailure(fail(CLIENT_CODES.network, NETWORK_ERROR_MESSAGE), 0, {}, HTTP);
    expect(onAlert).toHaveBeenLastCalledWith(NETWORK_ERROR_MESSAGE);
    handleFailure(fail('brand.new.code', 'the server explains'), 400, {}, HTTP);
    expect(onAlert).toHaveBeenLastCalledWith('the server explains');
  });

  it('leaves silent codes silent (spec section 8)', async () => {
    await setLanguage('TH', LANGUAGES);
    await loadFullCatalog();
    await eventually(() => {
      handleFailure(fail('login.cred.err', 'x'), 200, {}, HTTP);
      expect(onAlert).toHaveBeenLastCalledWith(th.err_login_cred_err);
    });
    onAlert.mockReset();
    expect(handleFailure(fail('TOO_MANY_REQUEST', 'slow down'), 429, {}, HTTP)).toBe('silent');
    expect(handleFailure(fail('internal.error', 'bad gateway'), 502, {}, HTTP)).toBe('silent');
    expect(onAlert).not.toHaveBeenCalled();
  });
});
