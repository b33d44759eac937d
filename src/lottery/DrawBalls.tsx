import { memo } from 'react';
import { intlLocale, useT } from '../i18n';
import type { LotteryDraw } from './types';

/** A draw time in the page language; '' when the gateway gave none. */
export function drawTime(iso: string): string {
  if (!iso) return '';
  try {
    return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 16).replace('T', ' ');
  }
}

/** One draw: its number, its time and its winning numbers as balls (a list, so screen readers count them). */
export const DrawBalls = memo(function DrawBalls({ draw }: { draw: LotteryDraw }) {
  const t = useT();
  return (
    <div className="lottery-draw" data-numero={draw.numero}>
      <p className="muted small">
        {t('lottery_draw_no', { numero: draw.numero })}
        {draw.drawnAt && <> · <time dateTime={draw.drawnAt}>{drawTime(draw.drawnAt)}</time></>}
      </p>
      <ol className="lottery-balls" aria-label={t('lottery_winning_numbers')} dir="ltr">
        {draw.numbers.map((n, i) => <li key={i}>{n}</li>)}
      </ol>
    </div>
  );
});
