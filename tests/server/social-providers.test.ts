import { describe, expect, it } from 'vitest';
import { LOGIN_PROVIDERS } from '../../contract/loginProviders.ts';
import { CODES } from '../../contract/serverCodes.ts';
import type { Merchant } from '../../server/merchants/merchant-config.ts';
import { SERVER_PROVIDERS } from '../../server/social/providers/index.ts';
import { postEnv } from './auth-fixtures.ts';
import { LOTTO, useApp } from './helpers.ts';

const s = useApp();
const OWN_PATHS = LOGIN_PROVIDERS.filter((p) => p.path !== null);

describe('login routes mounted from the provider registry', () => {
  it.each(OWN_PATHS.map((p) => [p.id, p.path] as const))('%s answers at its own path %s, validating the body', async (_id, path) => {
    const { status, env } = await postEnv(s.app, path!, { unexpected: 1 });
    expect(status).toBe(400);
    expect(env.success).toBe(false);
  });

  it('gates each path with its module before the body is read (lotto offers some and not others)', async () => {
    const { config } = await s.db.selectFrom('merchants').select('config').where('code', '=', 'lotto').executeTakeFirstOrThrow();
    const lotto = { code: 'lotto', config } as unknown as Merchant;
    const off = OWN_PATHS.filter((p) => !SERVER_PROVIDERS[p.id].enabled(lotto));
    expect(off.length).toBeGreaterThan(0);
    expect(off.length).toBeLessThan(OWN_PATHS.length);
    for (const p of OWN_PATHS) {
      const { status, env } = await postEnv(s.app, p.path!, { unexpected: 1 }, { origin: LOTTO, merchant: 'lotto' });
      if (off.includes(p)) expect([status, env.code], p.id).toEqual([403, CODES.loginMethodDisabled]);
      else expect(status, p.id).toBe(400);
    }
  });
});
