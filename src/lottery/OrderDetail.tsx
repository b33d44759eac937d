import { useEffect, useState } from 'react';
import { ChevronLeft } from 'lucide-react';
import { useT } from '../i18n';
import { messageForCode } from '../i18n/errorText';
import { cancelLotteryBet, getLotteryOrder } from '../api/lgw';
import { Button, Dialog } from '../ui';
import { drawTime } from './DrawBalls';
import { OrderStatus } from './OrderStatus';
import { LoadingStatus } from '../components/PageLoading';
import { LoadNotice } from '../components/LoadNotice';
import type { LGW_CODES } from '../../contract/games';
import type { LotteryBet, LotteryOrderDetail } from './types';

const TOO_LATE: (typeof LGW_CODES)['notCancellable'] = 'lgw.suborder.not.cancellable';

type Detail = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; order: LotteryOrderDetail };

/** One order (/lgw/orders/detail): its bets, each open one cancellable after a confirmation. */
export function OrderDetail({ orderNo, money, onBack }: { orderNo: string; money: (n: number) => string; onBack: (changed: boolean) => void }) {
  const t = useT();
  const [detail, setDetail] = useState<Detail>({ kind: 'loading' });
  const [asking, setAsking] = useState<LotteryBet | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void getLotteryOrder(orderNo).then((order) => { if (live) setDetail(order ? { kind: 'ready', order } : { kind: 'failed' }); });
    return () => { live = false; };
  }, [orderNo, attempt]);

  const cancel = async (bet: LotteryBet): Promise<void> => {
    setBusy(true);
    const r = await cancelLotteryBet(orderNo, bet.subOrderNo);
    setBusy(false);
    setAsking(null);
    if (!r.ok) { setError(r.code === TOO_LATE ? t('lottery_cancel_too_late') : messageForCode(r.code, r.message)); return; }
    setError(null);
    setChanged(true);
    setAttempt((n) => n + 1);
  };

  return (
    <article className="pad lottery-orders" data-testid="lottery-order" data-state={detail.kind}>
      <Button variant="ghost" onClick={() => onBack(changed)}><ChevronLeft size={18} aria-hidden="true" className="flip-rtl" /> {t('lottery_orders_back')}</Button>
      {/* The page keeps its title while it loads or after a failure, so the player knows where the notice belongs. */}
      {detail.kind !== 'ready' && <h1>{t('lottery_order')}</h1>}
      {detail.kind === 'loading' && <LoadingStatus className="muted" restart={attempt} onRetry={() => setAttempt((n) => n + 1)} />}
      {detail.kind === 'failed' && <LoadNotice message={t('lottery_order_failed')} onRetry={() => setAttempt((n) => n + 1)} />}
      {detail.kind === 'ready' && (
        <>
          <h1>{detail.order.gameName || t('lottery_order')}</h1>
          <p className="muted small">{t('lottery_draw_no', { numero: detail.order.numero })} · {drawTime(detail.order.placedAt)} · <OrderStatus status={detail.order.status} /></p>
          {error && <p role="alert" className="field-error">{error}</p>}
          <ul className="lottery-bets m-card">
            {detail.order.bets.map((bet) => (
              <li key={bet.subOrderNo} className="lottery-bet" data-bet={bet.subOrderNo} data-status={bet.status}>
                <span dir="ltr" className="lottery-name">{bet.content}</span>
                <span>{money(bet.stake)}{bet.win > 0 && <> · {t('lottery_win', { amount: money(bet.win) })}</>}</span>
                <OrderStatus status={bet.status} />
                {bet.cancellable && <Button small variant="danger" data-action="cancel" onClick={() => setAsking(bet)}>{t('lottery_cancel_bet')}</Button>}
              </li>
            ))}
          </ul>
        </>
      )}
      <Dialog open={asking !== null} title={t('lottery_cancel_confirm_title')} onClose={() => setAsking(null)} closeLabel={t('close')} role="alertdialog" testId="lottery-cancel-dialog"
        actions={<>
          <Button onClick={() => setAsking(null)}>{t('lottery_keep_bet')}</Button>
          <Button variant="danger" data-action="confirm-cancel" loading={busy} onClick={() => { if (asking) void cancel(asking); }}>{t('lottery_cancel_bet')}</Button>
        </>}>
        <p>{t('lottery_cancel_confirm', { bet: asking?.content ?? '' })}</p>
      </Dialog>
    </article>
  );
}
