import { beforeEach, describe, expect, it, vi } from 'vitest';

// Boundaries only: the widget's script, the path cipher and the provider adapter; the stores and the key are real.
vi.mock('../../../src/cs/loadScript', () => ({ loadWidgetScript: vi.fn(async () => undefined) }));
vi.mock('../../../src/cs/path', () => ({ decryptCsPath: () => 'https://chat.example/w.js', widgetUrl: (raw: string) => raw }));
const handed: string[] = [];
vi.mock('../../../src/cs/adapters', () => ({
  adapterFor: () => ({ prepare: () => undefined, ready: () => true, open: () => true }),
}));

const { loadChat } = await import('../../../src/cs/customerService.ts');
const { bindChatIdentity } = await import('../../../src/auth/chatIdentity.ts');
const { state: session } = await import('../../../src/state/session.ts');
const { state: merchant } = await import('../../../src/state/merchant.ts');
const { state: member } = await import('../../../src/state/member.ts');

const signIn = (token: string): void => { session.info = { token, id: '1', userName: 'p', merchantCode: 'demo', type: 0, spanId: '', firstTimeLogin: false } as unknown as typeof session.info; };

describe('a chat widget that loads after the login gets the member\'s chat identity (WPSCORE_saveMemberInfoByAuthKey)', () => {
  beforeEach(async () => {
    handed.length = 0;
    // Ending the session forgets the last test's key (valtio tells its subscribers in a microtask).
    session.info = null;
    await Promise.resolve();
    await Promise.resolve();
    merchant.status = { customerService: [{ csType: 'LIVECHAT', csPosition: 'bottom', path: 'x', labelIds: [] }] } as unknown as typeof merchant.status;
    member.info = { clubLabel: null } as unknown as typeof member.info;
    (globalThis as { ChatSDK?: unknown }).ChatSDK = { updateChatAuthKey: (k: string) => handed.push(k) };
  });

  it('hands the key of this session to the widget once it is ready', async () => {
    signIn('token-a');
    await bindChatIdentity(async () => ({ success: true, value: 'k3y-For-Chat_0123', code: null, message: null }));
    handed.length = 0;
    await loadChat();
    expect(handed).toEqual(['k3y-For-Chat_0123']);
  });

  it('hands nothing to a widget loaded after another member logged in', async () => {
    signIn('token-a');
    await bindChatIdentity(async () => ({ success: true, value: 'k3y-For-Chat_0123', code: null, message: null }));
    handed.length = 0;
    signIn('token-b');
    await loadChat();
    expect(handed).toEqual([]);
  });
});
