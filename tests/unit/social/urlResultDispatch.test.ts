import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUrl } from '../ui/helpers.ts';

const m = vi.hoisted(() => ({
  line: vi.fn(async () => 'logged-in'), telegram: vi.fn(async () => 'logged-in'), maya: vi.fn(async () => 'logged-in'),
}));
vi.mock('../../../src/social/line.ts', () => ({ handleLineResult: m.line }));
vi.mock('../../../src/social/telegram.ts', () => ({ handleTelegramResult: m.telegram }));
vi.mock('../../../src/social/maya.ts', () => ({ handleMayaResult: m.maya }));
const { handleUrlResult } = await import('../../../src/social/urlResult.ts');

beforeEach(() => { vi.clearAllMocks(); sessionStorage.clear(); });

describe('a sign-in result in the address goes to its provider module', () => {
  it.each([['line', m.line], ['telegram', m.telegram], ['maya', m.maya]] as const)('%s', async (kind, handler) => {
    setUrl('http://localhost/m/home?go=%2Fm%2Fgame');
    await handleUrlResult(kind);
    expect(handler).toHaveBeenCalledWith('/m/game');
    expect([m.line, m.telegram, m.maya].filter((h) => h.mock.calls.length > 0)).toEqual([handler]);
  });

  it('a handler that throws never takes the page down', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    m.line.mockRejectedValueOnce(new Error('hostile'));
    await expect(handleUrlResult('line')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[social] line result failed', expect.any(Error));
  });
});
