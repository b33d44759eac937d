/**
 * Per-merchant provider credentials of production mode, read from the environment:
 * TESSERA_SECRET_<MERCHANT>_<NAME>, the merchant code upper-cased with anything but letters and digits as '_'.
 * The repository's values are made up and published, so production never takes them.
 */
export const SECRET_NAMES = [
  'TELEGRAM_BOT_TOKEN',
  'LINE_CHANNEL_ID',
  'LINE_CHANNEL_SECRET',
  'DEFAULT_REGISTRATION_PASSWORD',
  'GEETEST_ID',
  'GEETEST_KEY',
] as const;

export type SecretName = (typeof SECRET_NAMES)[number];

export type Env = Readonly<Record<string, string | undefined>>;

/** The variable that holds one merchant's secret. */
export const secretVar = (merchant: string, name: SecretName): string =>
  `TESSERA_SECRET_${merchant.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_${name}`;

/** The trimmed value, or undefined when unset or blank. */
export function readSecret(env: Env, merchant: string, name: SecretName): string | undefined {
  return env[secretVar(merchant, name)]?.trim() || undefined;
}
