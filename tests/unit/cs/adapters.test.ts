import { describe, expect, it, vi } from 'vitest';
import { CS_TYPES } from '../../../contract/member';
import { adapterFor } from '../../../src/cs/adapters';

describe('customer-service adapters', () => {
  it('there is one adapter per csType; unknown types have none', () => {
    for (const t of CS_TYPES) expect(adapterFor(t)).not.toBeNull();
    expect(adapterFor('EVIL')).toBeNull();
    expect(adapterFor('constructor')).toBeNull();
  });

  it('each is ready only when its provider API exists, and opens through it with the API as this', () => {
    const w = {} as Record<string, unknown>;
    const win = w as unknown as Window;
    const live = adapterFor('LIVECHAT')!;
    live.prepare(new URL('https://x.example/t.js?license=42'), win);
    expect(w.__lc).toEqual({ license: '42' });
    expect(live.ready(win)).toBe(false);
    const api = { calls: [] as unknown[], call(this: { calls: unknown[] }, m: string) { this.calls.push(m); } };
    w.LiveChatWidget = api;
    expect(live.ready(win)).toBe(true);
    live.open(win);
    expect(api.calls).toEqual(['maximize']);

    const md = vi.fn();
    w.MIDUOKE = md;
    adapterFor('MIDUOKE')!.open(win);
    expect(md).toHaveBeenCalledWith('showPanel');
    w.Comm100API = { open_chat_window: 'not a function' };
    expect(adapterFor('COMM100VIP')!.ready(win)).toBe(false);
    expect(() => adapterFor('COMM100')!.open(win)).not.toThrow();
  });
});
