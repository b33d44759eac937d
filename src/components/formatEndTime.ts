import { intlLocale } from '../i18n';

/** Maintenance end time in the player's language; an unparsable value is shown as sent. */
export function formatEndTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return d.toISOString();
  }
}
