/**
 * One fetch with a time-out and the caller's abort signal, reduced to a RawResult. Every way a
 * request can fail ends as a failure envelope; nothing here throws.
 */
import { CLIENT_CODES, NETWORK_ERROR_MESSAGE, clientFailure } from './clientCodes.ts';
import type { RawResult } from './clientCodes.ts';
import { parseEnvelope } from './parseEnvelope.ts';

export interface SendInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Sees the answer's headers (the login's x-app-trace-id); never the failures'. */
  onHeaders?: (headers: Headers) => void;
}

/** A round trip's answer text, or the failure envelope when none arrived. */
export type TextResult = { ok: true; text: string; status: number } | { ok: false; result: RawResult<never> };

export async function send<T>(url: string, init: SendInit): Promise<RawResult<T>> {
  const r = await sendText(url, init);
  return r.ok ? { env: parseEnvelope<T>(r.text, r.status, url), status: r.status } : r.result;
}

/** One fetch reduced to its answer text (the RSA key endpoint answers plain text). */
export async function sendText(url: string, init: SendInit): Promise<TextResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => { timedOut = true; controller.abort(); }, init.timeoutMs);
  const forward = (): void => controller.abort();
  if (init.signal?.aborted) controller.abort();
  else init.signal?.addEventListener('abort', forward, { once: true });
  // Races every await against the abort, so a fetch that ignores its signal still ends on time.
  const abortion = new Promise<never>((_, reject) => {
    const fail = (): void => reject(new DOMException('aborted', 'AbortError'));
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  abortion.catch(() => {});

  const failed = (stage: string, err: unknown, status = 0): TextResult => {
    if (timedOut) {
      console.warn(`[api] ${init.method} ${url}: no answer within ${init.timeoutMs} ms`);
      return { ok: false, result: { env: clientFailure(CLIENT_CODES.timeout), status } };
    }
    if (init.signal?.aborted) return { ok: false, result: { env: clientFailure(CLIENT_CODES.aborted), status } };
    console.warn(`[api] ${init.method} ${url}: ${stage} failed`, err);
    return { ok: false, result: { env: clientFailure(CLIENT_CODES.network, NETWORK_ERROR_MESSAGE), status } };
  };

  try {
    let res: Response;
    try {
      res = await Promise.race([
        fetch(url, {
          method: init.method,
          headers: init.headers,
          body: init.body,
          credentials: 'same-origin',
          signal: controller.signal,
        }),
        abortion,
      ]);
    } catch (err) {
      return failed('fetch', err);
    }
    let text: string;
    try {
      text = await Promise.race([res.text(), abortion]);
    } catch (err) {
      return failed('reading the answer', err, res.status);
    }
    try {
      init.onHeaders?.(res.headers);
    } catch (err) {
      console.warn(`[api] ${init.method} ${url}: answer headers not read`, err);
    }
    return { ok: true, text, status: res.status };
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', forward);
  }
}
