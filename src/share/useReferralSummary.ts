import { useEffect, useState } from 'react';
import type { ReferralSummary } from '../../contract/promotions';
import { getReferralSummary } from '../api/content';

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** The answer when both numbers are counts; anything else is logged and shows nothing. */
export function referralSummaryOf(x: unknown): ReferralSummary | null {
  const o = x as Partial<ReferralSummary> | null;
  if (typeof o === 'object' && o !== null && count(o.invited) && count(o.team)) return { invited: o.invited, team: o.team };
  console.warn('referrals: malformed summary ignored');
  return null;
}

/** The signed-in member's referral numbers (account: whose; null for a guest, who has none). */
export function useReferralSummary(account: string | null): ReferralSummary | null {
  const [summary, setSummary] = useState<ReferralSummary | null>(null);
  useEffect(() => {
    setSummary(null);
    if (!account) return;
    let live = true;
    void getReferralSummary().then((env) => {
      if (live && env.success) setSummary(referralSummaryOf(env.value));
    });
    return () => { live = false; };
  }, [account]);
  return summary;
}
