import { useEffect, useState } from 'react';
import type { FieldError } from '../../auth/fieldRules';

/** devCode: the code itself, which only a development server reveals (no gateway there). */
export type CodeSendOutcome = { ok: true; resendAfterSeconds: number; devCode?: string } | { ok: false };

export interface CodeSender {
  sending: boolean;
  /** Seconds until another code may be asked (0: now). */
  wait: number;
  /** Why the address (mobile number, email) was not sent a code; cleared as it is typed again. */
  targetError: FieldError;
  clearTargetError: () => void;
  send: () => Promise<void>;
}

/** Sends a code once its address passes `check`, then counts down to the next send; a dev code goes to `onDevCode`. */
export function useCodeSender(check: () => FieldError, request: () => Promise<CodeSendOutcome>, onDevCode: (code: string) => void): CodeSender {
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  const [targetError, setTargetError] = useState<FieldError>(null);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function send() {
    const bad = check();
    setTargetError(bad);
    if (bad) return;
    setSending(true);
    try {
      const r = await request();
      if (!r.ok) return;
      setWait(r.resendAfterSeconds);
      if (r.devCode) onDevCode(r.devCode);
    } finally {
      setSending(false);
    }
  }

  return { sending, wait, targetError, clearTargetError: () => setTargetError(null), send };
}
