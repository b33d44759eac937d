/** The open page's periodic outbox retry: no click, reload or online event needed after an outage. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORES } from '../../../contract/idb.ts';
import { SW_MESSAGES } from '../../../contract/messages.ts';
import { newEntry } from '../../../contract/outbox.ts';
import { collectEvent as report } from './collectEvent.ts';
import { eventually } from '../eventually.ts';

type Writer = typeof import('../../../src/marketing/outboxWriter.ts');

function controller(postMessage: ((m: unknown) => void) | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: postMessage ? { controller: { postMessage }, addEventListener: vi.fn() } : undefined, configurable: true,
  });
}

let writer: Writer;
beforeEach(async () => {
  vi.resetModules();
  writer = await import('../../../src/marketing/outboxWriter.ts');
  await (await writer.outboxDb()).clear(STORES.outbox);
});
afterEach(() => {
  vi.useRealTimers();
  controller(null);
});

describe('periodic outbox retry', () => {
  it('nudges the worker with OUTBOX_RETRY every 30 s while events wait, and stays quiet when none do', async () => {
    const post = vi.fn();
    controller(post);
    vi.useFakeTimers({ toFake: ['setInterval'] });
    writer.wireFlushTriggers();
    post.mockClear();
    vi.advanceTimersByTime(writer.OUTBOX_RETRY_MS);
    await writer.retryWaiting();
    expect(post).not.toHaveBeenCalled();

    await (await writer.outboxDb()).put(STORES.outbox, newEntry(report('waiting'), Date.now()));
    vi.advanceTimersByTime(writer.OUTBOX_RETRY_MS);
    await eventually(() => expect(post).toHaveBeenCalledWith({ type: SW_MESSAGES.retryOutbox }));
    expect(post).not.toHaveBeenCalledWith({ type: SW_MESSAGES.flushOutbox });
  });
});
