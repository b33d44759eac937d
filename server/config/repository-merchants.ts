import { clubSeed } from '../merchants/seed/club.ts';
import { demoSeed } from '../merchants/seed/demo.ts';
import { lottoSeed } from '../merchants/seed/lotto.ts';
import { SEED_PASSWORD, type MerchantSeed } from '../merchants/seed/merchant-seed.ts';

/** The merchants this repository ships, with their development accounts and made-up secrets. */
export const REPOSITORY_MERCHANTS: readonly MerchantSeed[] = [demoSeed, lottoSeed, clubSeed];

/** Every secret value the repository publishes: production refuses to take any of them. */
export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set(
  [SEED_PASSWORD, ...REPOSITORY_MERCHANTS.flatMap((m) => [m.config.server.defaultRegistrationPassword, m.config.server.telegramBotToken, m.config.server.line?.channelSecret, m.config.server.geetestKey])]
    .filter((v): v is string => Boolean(v)),
);
