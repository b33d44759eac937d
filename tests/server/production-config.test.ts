import { describe, expect, it } from 'vitest';
import { developmentDataProblems } from '../../server/config/development-data.ts';
import { GEETEST_V4_SCRIPT, productionPlan, productionProblems } from '../../server/config/production.ts';
import { PUBLISHED_SECRETS } from '../../server/config/repository-merchants.ts';
import { useDb } from './db.ts';
import { PRODUCTION_SECRETS } from './production-fixture.ts';

describe('production start-up checks', () => {
  it('names every missing variable, and only those a switched-on feature needs', () => {
    const problems = productionProblems({});
    const missing = problems.map((p) => /^(TESSERA_SECRET_\w+) is missing/.exec(p)?.[1]).filter(Boolean);
    expect(missing.sort()).toEqual(Object.keys(PRODUCTION_SECRETS).sort());
    expect(problems).toHaveLength(missing.length);
    // Demo asks for a password at mobile registration; lotto's captcha guards no scene.
    expect(problems.join('\n')).toContain('TESSERA_SECRET_LOTTO_DEFAULT_REGISTRATION_PASSWORD is missing (merchant lotto: mobile registration');
  });

  it('passes with every secret set, and seeds no member and no repository secret', () => {
    const plan = productionPlan(PRODUCTION_SECRETS);
    expect(plan.problems).toEqual([]);
    expect(plan.seeds.map((m) => m.code)).toEqual(['demo', 'lotto', 'club']);
    expect(plan.seeds.every((m) => m.members.length === 0)).toBe(true);
    const text = JSON.stringify(plan.seeds);
    for (const secret of PUBLISHED_SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain('devUsers":[{');
    const [demo, lotto, club] = plan.seeds;
    expect(demo?.config.server).toEqual({
      defaultRegistrationPassword: '', telegramBotToken: PRODUCTION_SECRETS.TESSERA_SECRET_DEMO_TELEGRAM_BOT_TOKEN,
      line: { channelSecret: 'prod-demo-line-secret', devUsers: [] },
    });
    expect(demo?.config.messagingApp.botId).toBe('123456789');
    expect(demo?.config.gw).toEqual({ GEETEST_ID: '', LINE_CLIENT_ID: '1111111111' });
    expect(lotto?.config.server.defaultRegistrationPassword).toBe('Prod#Lotto#Default');
    expect(club?.config.gw).toMatchObject({ GEETEST_ID: PRODUCTION_SECRETS.TESSERA_SECRET_CLUB_GEETEST_ID, GEETEST_VERSION: 'v4', GEETEST_SCRIPT_URL: GEETEST_V4_SCRIPT });
    expect(club?.config.server.geetestKey).toBe('prod-club-geetest-key');
    // The non-secret configuration (look, lobby, domains) stays the repository's.
    expect(demo?.domains).toContain('localhost');
    expect(demo?.config.relay.banners.length).toBeGreaterThan(0);
  });

  it('refuses a value the repository publishes, and malformed credentials', () => {
    const problems = productionProblems({
      ...PRODUCTION_SECRETS,
      TESSERA_SECRET_LOTTO_DEFAULT_REGISTRATION_PASSWORD: 'Lotto#Reg2024',
      TESSERA_SECRET_DEMO_TELEGRAM_BOT_TOKEN: '7000000001:AAHdemoTesseraBotTokenForLocalUseOnly',
      TESSERA_SECRET_LOTTO_TELEGRAM_BOT_TOKEN: 'not-a-token',
      TESSERA_SECRET_DEMO_LINE_CHANNEL_ID: 'channel-one',
    });
    expect(problems).toEqual([
      'TESSERA_SECRET_DEMO_TELEGRAM_BOT_TOKEN is a value published in the repository; choose your own',
      'TESSERA_SECRET_DEMO_LINE_CHANNEL_ID must be the LINE Login channel id (digits)',
      'TESSERA_SECRET_LOTTO_TELEGRAM_BOT_TOKEN must be the bot token as BotFather gives it (<bot id>:<secret>)',
      'TESSERA_SECRET_LOTTO_DEFAULT_REGISTRATION_PASSWORD is a value published in the repository; choose your own',
    ]);
    expect(productionProblems({ ...PRODUCTION_SECRETS, TESSERA_SECRET_LOTTO_DEFAULT_REGISTRATION_PASSWORD: 'short' }))
      .toEqual(['TESSERA_SECRET_LOTTO_DEFAULT_REGISTRATION_PASSWORD must be at least 8 characters']);
  });

  it('serves only the merchants TESSERA_MERCHANTS names, so only their secrets are needed', () => {
    const plan = productionPlan({ TESSERA_MERCHANTS: 'club', TESSERA_SECRET_CLUB_GEETEST_ID: 'abc', TESSERA_SECRET_CLUB_GEETEST_KEY: 'k' });
    expect(plan).toMatchObject({ problems: [], seeds: [{ code: 'club' }] });
    expect(productionProblems({ TESSERA_MERCHANTS: 'club,casino', ...PRODUCTION_SECRETS }))
      .toEqual(['TESSERA_MERCHANTS names casino, which is not one of demo, lotto, club']);
    expect(productionProblems({ TESSERA_MERCHANTS: ' , ' })).toEqual(['TESSERA_MERCHANTS names no merchant']);
  });

  it('refuses the test-only switches', () => {
    const problems = productionProblems({ ...PRODUCTION_SECRETS, TRUST_TEST_IP_HEADER: '1', TESSERA_TEST_HOOKS: '1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['TRUST_TEST_IP_HEADER', 'TESSERA_TEST_HOOKS', 'FIREBASE_AUTH_EMULATOR_HOST']);
  });
});

describe('production database checks', () => {
  const s = useDb();

  it('refuses a database a development run filled: demo accounts and merchant rows with published secrets', async () => {
    const problems = await developmentDataProblems(s.db);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('demo/player01');
    expect(problems[0]).toContain('demo/default01');
    expect(problems[0]).toContain('lotto/lottoplayer');
    for (const code of ['demo', 'lotto', 'club']) expect(problems[1]).toContain(code);
    expect(problems[1]).toMatch(/^merchant rows .* hold the repository's development secrets/);
  });
});
