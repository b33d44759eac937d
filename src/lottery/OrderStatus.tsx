import { useT } from '../i18n';
import type { MessageKey } from '../i18n';
import type { LotteryOrderStatus } from './types';

const KEYS: Record<LotteryOrderStatus, MessageKey> = {
  pending: 'lottery_status_pending', won: 'lottery_status_won', lost: 'lottery_status_lost', cancelled: 'lottery_status_cancelled',
};

/** An order's or a bet's state as a labelled chip. */
export function OrderStatus({ status }: { status: LotteryOrderStatus }) {
  const t = useT();
  return <span className="lottery-status" data-status={status}>{t(KEYS[status])}</span>;
}
