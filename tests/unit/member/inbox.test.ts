import { beforeEach, describe, expect, it, vi } from 'vitest';

const msg = (id: string, read: boolean) => ({ id, title: `T${id}`, content: '<b>x</b>', contentType: 'html', createdAt: '2026-11-20T10:00:00.000Z', read });
let list: unknown = [];
let unread: unknown = 0;
let markOk = true;
const marked: string[] = [];
vi.mock('../../../src/api/member', () => ({
  getInboxMessages: vi.fn(async () => ({ success: true, value: list, code: '', message: '' })),
  // The endpoint answers the count or null (its validation: tests/unit/api/contentEndpoints.test.ts).
  getUnreadCount: vi.fn(async () => (typeof unread === 'number' ? unread : null)),
  markInboxRead: vi.fn(async (id: string) => { marked.push(id); return markOk ? { success: true, value: true, code: '', message: '' } : { success: false, value: null, code: 'x', message: '' }; }),
}));

const inbox = await import('../../../src/state/inbox.ts');
const session = await import('../../../src/state/session.ts');

describe('inbox store', () => {
  beforeEach(() => {
    inbox.resetUnread();
    marked.length = 0;
    markOk = true;
    session.setSession({ spanId: '', id: '1', token: 'tok', merchantCode: 'demo', userName: 'p', type: 0, firstTimeLogin: false });
  });

  it('reads the unread count (CSP_unreadCount); an unusable answer keeps the last count', async () => {
    unread = 5;
    await inbox.loadUnread();
    expect(inbox.state.unread).toBe(5);
    unread = { count: 9 };
    await inbox.loadUnread();
    expect(inbox.state.unread).toBe(5);
  });

  it('lists messages, drops malformed ones, and opening one marks it read and lowers the count', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    list = [msg('1', false), msg('2', true), { id: 3, title: 'bad' }, msg('4', false)];
    await inbox.loadInbox();
    warn.mockRestore();
    expect(inbox.state.messages?.map((m) => m.id)).toEqual(['1', '2', '4']);
    expect(inbox.state.unread).toBe(2);
    await inbox.markRead('1');
    expect(marked).toEqual(['1']);
    expect(inbox.state.unread).toBe(1);
    expect(inbox.state.messages?.[0]?.read).toBe(true);
    await inbox.markRead('2');
    expect(marked).toEqual(['1']);
  });

  it('a refused mark-as-read puts the message back as unread', async () => {
    list = [msg('7', false)];
    await inbox.loadInbox();
    markOk = false;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await inbox.markRead('7');
    warn.mockRestore();
    expect(inbox.state.messages?.[0]?.read).toBe(false);
    expect(inbox.state.unread).toBe(1);
  });

  it('logout resets unread to 0 and forgets the list', async () => {
    list = [msg('8', false)];
    await inbox.loadInbox();
    inbox.resetUnread();
    expect(inbox.state).toMatchObject({ unread: 0, messages: null });
  });
});
