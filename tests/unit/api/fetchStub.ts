/** Test helpers: a recording fetch stub at the network boundary and controllable promises. */
import { vi } from 'vitest';
import { resetClient } from '../../../src/api/client.ts';
import { resetClientHooks } from '../../../src/api/hooks.ts';
import { resetUaCopy } from '../../../src/api/uaCopy.ts';

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Responder = (call: FetchCall) => Response | Promise<Response>;

/** Replaces global fetch; returns the list of calls it receives. */
export function stubFetch(respond: Responder): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: input,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: init.body as string | undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return respond(call);
  }));
  return calls;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const okEnv = <T>(value: T) => ({ success: true, value, code: null, message: null });
export const failEnv = (code: string | null, message: string | null = null) => ({ success: false, value: null, code, message });

export interface Deferred<T> { promise: Promise<T>; resolve(v: T): void; reject(e: unknown): void }

export function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run (several hops: ua copy, limiter, fetch, text). */
export async function flush(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

/** Fresh client state for each test. */
export function resetAll(): void {
  resetClient();
  resetClientHooks();
  resetUaCopy();
}
