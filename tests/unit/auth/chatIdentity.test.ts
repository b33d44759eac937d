import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELAYS } from '../../../contract/relays.ts';
import type { Envelope } from '../../../contract/envelope.ts';

const { bindChatIdentity, chatAuthKey, handToChat } = await import('../../../src/auth/chatIdentity.ts');
const { state: session } = await import('../../../src/state/session.ts');
const signIn = (token: string): void => { session.info = { token, id: '1', userName: 'p', merchantCode: 'demo', type: 0, spanId: '', firstTimeLogin: false } as unknown as typeof session.info; };

const endSession = async (): Promise<void> => { session.info = null; await Promise.resolve(); await Promise.resolve(); };

const ok = (value: unknown): Envelope<unknown> => ({ success: true, value, code: null, message: null });

describe('WPSCORE_saveMemberInfoByAuthKey: the chat identity after login', () => {
  beforeEach(async () => {
    // A session that ends takes its key with it (valtio tells its subscribers in a microtask).
    await endSession();
    signIn('token-a');
    delete (globalThis as { ChatSDK?: unknown }).ChatSDK;
    delete (globalThis as { $livedesk?: unknown }).$livedesk;
  });

  it('posts the relay silently and hands the answered key to the chat SDK on the page', async () => {
    const post = vi.fn(async () => ok('k3y-For-Chat_0123'));
    const update = vi.fn();
    const setUserId = vi.fn();
    Object.assign(globalThis, { ChatSDK: { updateChatAuthKey: update }, $livedesk: { setUserId } });
    await expect(bindChatIdentity(post)).resolves.toBe('k3y-For-Chat_0123');
    expect(post).toHaveBeenCalledWith(RELAYS.saveMemberInfoByAuthKey, undefined, { silent: true });
    expect(update).toHaveBeenCalledWith('k3y-For-Chat_0123');
    expect(setUserId).toHaveBeenCalledWith('k3y-For-Chat_0123');
    expect(chatAuthKey()).toBe('k3y-For-Chat_0123');
  });

  it('hands the key out only to the session it was issued to: not after a logout, not to the next member', async () => {
    await bindChatIdentity(async () => ok('k3y-For-Chat_0123'));
    expect(chatAuthKey()).toBe('k3y-For-Chat_0123');
    signIn('token-b');
    expect(chatAuthKey()).toBeNull();
    session.info = null;
    expect(chatAuthKey()).toBeNull();
  });

  it('forgets the key when the session ends (logout and expiry clear the session), so it never comes back with it', async () => {
    await bindChatIdentity(async () => ok('k3y-For-Chat_0123'));
    await endSession();
    signIn('token-a');
    expect(chatAuthKey()).toBeNull();
  });

  it('keeps no key from a refusal or a malformed answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(bindChatIdentity(async () => ({ success: false, value: null, code: 'customer.not.login', message: 'x' }))).resolves.toBeNull();
    await expect(bindChatIdentity(async () => ok({ authKey: 'nested' }))).resolves.toBeNull();
    await expect(bindChatIdentity(async () => ok('<script>'))).resolves.toBeNull();
    expect(chatAuthKey()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('survives a chat widget that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => handToChat('abcdefgh', { ChatSDK: { updateChatAuthKey: () => { throw new Error('boom'); } } })).not.toThrow();
    warn.mockRestore();
  });
});
