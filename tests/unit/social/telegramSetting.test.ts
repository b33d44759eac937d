import { describe, expect, it } from 'vitest';
import { telegramPageUrl } from '../../../src/social/telegram.ts';

describe('Telegram widget page from the setting (production-wire D14)', () => {
  it('is {authDomain}/common/v.1.0.1/tg-auth-web.html: a bare host is https, a given http(s) origin is kept', () => {
    expect(telegramPageUrl('auth.brand.example')?.href).toBe('https://auth.brand.example/common/v.1.0.1/tg-auth-web.html');
    expect(telegramPageUrl('http://localhost:8080')?.href).toBe('http://localhost:8080/common/v.1.0.1/tg-auth-web.html');
    expect(telegramPageUrl('https://auth.brand.example/some/path')?.href).toBe('https://auth.brand.example/common/v.1.0.1/tg-auth-web.html');
  });

  it('refuses anything that is not a usable http(s) host', () => {
    for (const bad of ['', 'javascript:alert(1)', 'data:text/html,x', 'https://u:p@evil.example', 42, null, undefined, 'x'.repeat(300)]) {
      expect(telegramPageUrl(bad)).toBeNull();
    }
  });
});
