/**
 * The chat widget's identity after login (production wire D12): WPSCORE_saveMemberInfoByAuthKey answers an
 * auth key, which goes to the chat SDK the page loaded (ChatSDK.updateChatAuthKey, or $livedesk.setUserId).
 * A chat loaded later reads it with chatAuthKey(). Failures are logged only: the chat then stays anonymous.
 */
import { subscribe } from 'valtio';
import type { Envelope } from '../../contract/envelope.ts';
import { relay } from '../api/relay.ts';
import { state as session } from '../state/session.ts';
import * as Rows from '../../contract/relays.ts';

const KEY = /^[\w.:~+/=-]{8,512}$/;

type ChatWindow = {
  ChatSDK?: { updateChatAuthKey?: (key: string) => void };
  $livedesk?: { setUserId?: (key: string) => void };
};

/** The key and the session it was issued to: after a logout or another member's login it is no longer handed out. */
let current: { key: string; token: string } | null = null;

export function chatAuthKey(): string | null {
  return current && current.token === session.info?.token ? current.key : null;
}

// The key goes with its session: a logout or an expiry (both clear the session) forgets it here, not in their code.
subscribe(session, () => {
  if (current && current.token !== session.info?.token) current = null;
});

/** Hands the key to whichever chat SDK is on the page; a widget that throws does not break the login. */
export function handToChat(key: string, w: ChatWindow = globalThis as unknown as ChatWindow): void {
  try {
    w.ChatSDK?.updateChatAuthKey?.(key);
    w.$livedesk?.setUserId?.(key);
  } catch (err) {
    console.warn('[chat] the chat widget refused the identity key', err);
  }
}

type Post = (row: typeof Rows.saveMemberInfoByAuthKey, params?: undefined, opts?: { silent?: boolean }) => Promise<Envelope<unknown>>;

export async function bindChatIdentity(post: Post = relay): Promise<string | null> {
  const env = await post(Rows.saveMemberInfoByAuthKey, undefined, { silent: true });
  const key = env.success && typeof env.value === 'string' && KEY.test(env.value) ? env.value : null;
  if (!key) {
    console.warn('[chat] no identity key', env.success ? 'malformed answer' : env.code);
    return null;
  }
  const token = session.info?.token;
  current = token ? { key, token } : null;
  handToChat(key);
  return key;
}
