import { describe, expect, it } from 'vitest';
import { chatAvailable } from '../../../src/cs/chatAvailable';

describe('chat button', () => {
  it('shows once a provider is ready or the in-house chat serves the member', () => {
    expect(chatAvailable([{ status: 'failed' }, { status: 'ready' }], false)).toBe(true);
    expect(chatAvailable([], true)).toBe(true);
  });

  it('stays hidden while loading and when every provider failed: the player is not told', () => {
    expect(chatAvailable([{ status: 'loading' }], false)).toBe(false);
    expect(chatAvailable([{ status: 'failed' }, { status: 'failed' }], false)).toBe(false);
  });
});
