// One client's writes are bounded (server/http/client-write-queue.ts): past its running and waiting slots it is
// refused at once, while another client's write starts without waiting behind it, and reads are never queued.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientWriteQueue } from '../../server/http/client-write-queue.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { onError } from '../../server/http/reply.ts';
import { eventually } from '../unit/eventually.ts';

function app(warned: string[] = []) {
  const started: string[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => { open = resolve; });
  const queue = clientWriteQueue({ running: 2, waiting: 3 }, (line) => warned.push(line));
  const h = new Hono<AppEnv>();
  h.onError(onError({ logError: () => undefined, logWarn: () => undefined } as never));
  h.use('*', async (c, next) => { c.set('clientIp', c.req.header('X-Ip') ?? '?'); await next(); });
  h.use('*', queue);
  h.post('/w/:id', async (c) => { started.push(c.req.param('id')); await gate; return c.json({ ok: true }); });
  h.get('/r', (c) => c.json({ ok: true }));
  return { h, started, open: () => open(), lanes: () => queue.lanes() };
}

describe('per-client write queue', () => {
  it('runs two writes of a client, queues three, refuses the sixth at once, and never holds up another client', async () => {
    const { h, started, open, lanes } = app();
    const post = (ip: string, id: string) => Promise.resolve(h.request(`/w/${id}`, { method: 'POST', headers: { 'X-Ip': ip } }));
    const flood = Array.from({ length: 5 }, (_, i) => post('a', `a${i}`));
    await eventually(() => expect(started).toEqual(['a0', 'a1']));
    const refused = await post('a', 'a5');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    // Another client is not behind the flood: its write starts while all of a's are still held.
    const other = post('b', 'b0');
    await eventually(() => expect(started).toContain('b0'));
    expect((await h.request('/r', { headers: { 'X-Ip': 'a' } })).status).toBe(200);
    open();
    expect((await Promise.all([...flood, other])).map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(started.slice(2).filter((id) => id.startsWith('a'))).toEqual(['a2', 'a3', 'a4']);
    expect(lanes()).toBe(0);
  });

  it('answers a flood of refusals without a log line each: one line per address and minute', async () => {
    const warned: string[] = [];
    const { h, open } = app(warned);
    const post = (ip: string, id: string) => Promise.resolve(h.request(`/w/${id}`, { method: 'POST', headers: { 'X-Ip': ip } }));
    const held = Array.from({ length: 5 }, (_, i) => post('a', `a${i}`));
    const refused = await Promise.all(Array.from({ length: 20 }, (_, i) => post('a', `r${i}`)));
    expect(refused.every((r) => r.status === 429)).toBe(true);
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('429');
    open();
    await Promise.all(held);
  });
});
