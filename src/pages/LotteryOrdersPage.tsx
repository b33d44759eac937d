import { useCallback, useEffect, useState } from 'react';
import { Ticket } from 'lucide-react';
import { useT } from '../i18n';
import { useMoney } from '../member/useMoney';
import { getLotteryOrders } from '../api/lgw';
import { Button } from '../ui';
import { LoadingStatus } from '../components/PageLoading';
import { LoadNotice } from '../components/LoadNotice';
import { drawTime } from '../lottery/DrawBalls';
import { OrderDetail } from '../lottery/OrderDetail';
import { OrderStatus } from '../lottery/OrderStatus';
import type { LotteryOrder } from '../lottery/types';
import '../member/member.css';
import '../lottery/lottery.css';

type List = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; orders: LotteryOrder[]; pageNo: number; totalPages: number; more: 'idle' | 'busy' | 'failed' };

/** /m/member/lottery: the member's lottery orders (/lgw/orders), newest first, a page at a time; one opens its bets. */
export default function LotteryOrdersPage() {
  const t = useT();
  const money = useMoney();
  const [list, setList] = useState<List>({ kind: 'loading' });
  const [open, setOpen] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const reload = useCallback(() => {
    setAttempt((n) => n + 1);
    setList({ kind: 'loading' });
    void getLotteryOrders(1).then((p) => setList(p ? { kind: 'ready', ...p, more: 'idle' } : { kind: 'failed' }));
  }, []);
  useEffect(reload, [reload]);

  const more = (): void => {
    if (list.kind !== 'ready') return;
    setList({ ...list, more: 'busy' });
    void getLotteryOrders(list.pageNo + 1).then((p) => setList((l) => (l.kind !== 'ready' ? l : p
      ? { kind: 'ready', orders: [...l.orders, ...p.orders.filter((o) => !l.orders.some((x) => x.orderNo === o.orderNo))], pageNo: p.pageNo, totalPages: p.totalPages, more: 'idle' }
      : { ...l, more: 'failed' })));
  };

  if (open) return <OrderDetail orderNo={open} money={money} onBack={(changed) => { setOpen(null); if (changed) reload(); }} />;
  return (
    <section className="pad lottery-orders" data-testid="lottery-orders" data-state={list.kind}>
      <h1>{t('lottery_orders_title')}</h1>
      {list.kind === 'loading' && <LoadingStatus className="muted" restart={attempt} onRetry={reload} />}
      {list.kind === 'failed' && <LoadNotice message={t('lottery_orders_failed')} onRetry={reload} />}
      {list.kind === 'ready' && list.orders.length === 0 && (
        <p className="empty m-card"><Ticket size={20} aria-hidden="true" /> {t('lottery_orders_empty')}</p>
      )}
      {list.kind === 'ready' && list.orders.length > 0 && (
        <>
          <ul className="lottery-list" data-testid="lottery-order-list">
            {list.orders.map((o) => (
              <li key={o.orderNo} data-order={o.orderNo}>
                <button type="button" className="lottery-order" onClick={() => setOpen(o.orderNo)}>
                  <span className="lottery-order-line"><span className="lottery-name">{o.gameName || t('lottery_order')}</span><OrderStatus status={o.status} /></span>
                  <span className="lottery-order-line muted small">
                    <span>{t('lottery_draw_no', { numero: o.numero })} · {t('lottery_bets', { count: o.betCount })}</span>
                    <time dateTime={o.placedAt}>{drawTime(o.placedAt)}</time>
                  </span>
                  <span className="lottery-order-line"><span>{money(o.stake)}</span>{o.win > 0 && <span>{t('lottery_win', { amount: money(o.win) })}</span>}</span>
                </button>
              </li>
            ))}
          </ul>
          {/* The next page's failure says only that: the orders above are there; its Retry asks for that page again. */}
          {list.more === 'failed' && <LoadNotice message={t('lottery_orders_more_failed')} onRetry={more} testId="lottery-orders-more-failed" />}
          {list.pageNo < list.totalPages && list.more !== 'failed' && <Button block loading={list.more === 'busy'} onClick={more} data-testid="lottery-orders-more">{t('lottery_orders_more')}</Button>}
        </>
      )}
    </section>
  );
}
