// The local captcha provider's challenges and results in the database (server/captcha/shared-store.ts):
// each result is used once, only by the merchant it was issued to, only before it expires.
import { describe, expect, it } from 'vitest';
import { RESULT_TTL_MS, SharedCaptchaStore } from '../../server/captcha/shared-store.ts';
import { useDb } from './db.ts';

const t = useDb();
const now = 9_000_000_000;

describe('captcha entries in the database', () => {
  it('v3: a challenge is solved once and its result used once, by its own merchant', async () => {
    const store = new SharedCaptchaStore(t.db);
    const challenge = await store.issueChallenge('demo', now);
    expect(await store.solveV3('lotto', challenge, now)).toBeNull();
    const r = (await store.solveV3('demo', challenge, now))!;
    expect(r.geetest_seccode).toBe(`${r.geetest_validate}|jordan`);
    expect(await store.solveV3('demo', challenge, now)).toBeNull();
    expect(await store.consumeV3('lotto', challenge, r.geetest_seccode, now)).toBe(false);
    expect(await store.consumeV3('demo', challenge, r.geetest_seccode, now)).toBe(true);
    expect(await store.consumeV3('demo', challenge, r.geetest_seccode, now)).toBe(false);
  });

  it('v3: a wrong seccode burns the result, and an unsolved challenge is no result', async () => {
    const store = new SharedCaptchaStore(t.db);
    const unsolved = await store.issueChallenge('demo', now);
    expect(await store.consumeV3('demo', unsolved, '|jordan', now)).toBe(false);
    const challenge = await store.issueChallenge('demo', now);
    const r = (await store.solveV3('demo', challenge, now))!;
    expect(await store.consumeV3('demo', challenge, 'x|jordan', now)).toBe(false);
    expect(await store.consumeV3('demo', challenge, r.geetest_seccode, now)).toBe(false);
  });

  it('v4: a result is used once, for its captcha id, before it expires', async () => {
    const store = new SharedCaptchaStore(t.db);
    const r = await store.solveV4('club', 'club-id', now);
    expect(await store.consumeV4('club', 'other-id', r, now)).toBe(false);
    const r2 = await store.solveV4('club', 'club-id', now);
    expect(await store.consumeV4('club', 'club-id', { ...r2, pass_token: 'f'.repeat(48) }, now)).toBe(false);
    const r3 = await store.solveV4('club', 'club-id', now);
    expect(await store.consumeV4('club', 'club-id', r3, now + RESULT_TTL_MS)).toBe(false);
    const r4 = await store.solveV4('club', 'club-id', now);
    expect(await store.consumeV4('demo', 'club-id', r4, now)).toBe(false);
    const r5 = await store.solveV4('club', 'club-id', now);
    expect(await store.consumeV4('club', 'club-id', r5, now)).toBe(true);
    expect(await store.consumeV4('club', 'club-id', r5, now)).toBe(false);
  });

  it('lets exactly one of two racing uses of one result win', async () => {
    const a = new SharedCaptchaStore(t.db);
    const b = new SharedCaptchaStore(t.db);
    const r = await a.solveV4('club', 'club-id', now);
    const wins = await Promise.all([a.consumeV4('club', 'club-id', r, now), b.consumeV4('club', 'club-id', r, now)]);
    expect(wins.filter(Boolean)).toHaveLength(1);
  });
});
