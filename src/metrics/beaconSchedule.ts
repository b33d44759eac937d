/**
 * When the metrics beacon leaves: after 5 s without a new measurement (the page went idle), at 15 s at
 * the latest, or at once when the page is hidden (it may never come back); exactly once.
 */
export const METRICS_IDLE_MS = 5000;
export const METRICS_MAX_MS = 15_000;

export interface BeaconSchedule {
  /** A measurement arrived: restart the idle wait. */
  touch(): void;
  /** Send now (page hidden). */
  flush(): void;
  readonly sent: boolean;
}

export function scheduleBeacon(send: () => void, idleMs = METRICS_IDLE_MS, maxMs = METRICS_MAX_MS): BeaconSchedule {
  let sent = false;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const fire = (): void => {
    if (sent) return;
    sent = true;
    clearTimeout(idle);
    clearTimeout(cap);
    send();
  };
  const cap = setTimeout(fire, maxMs);
  idle = setTimeout(fire, idleMs);
  return {
    touch() {
      if (sent) return;
      clearTimeout(idle);
      idle = setTimeout(fire, idleMs);
    },
    flush: fire,
    get sent() {
      return sent;
    },
  };
}
