/** Telegram: the widget page, back with #tgAuthResult, then its own login path (production wire A6). */
import { providerRow } from '../../../contract/loginProviders.ts';
import { flagOn, type ClientLoginProvider } from './types.ts';

const row = providerRow('telegram');

export const telegram: ClientLoginProvider = {
  row, icon: 'telegram', label: 'social_telegram', short: 'Telegram', name: 'Telegram',
  offered: (status) => flagOn(row, status),
  start: async ({ go }) => (await import('../telegram.ts')).startTelegramLogin(go),
  handleResult: async (go) => (await import('../telegram.ts')).handleTelegramResult(go),
};
