import { describe, expect, it } from 'vitest';
import { urlResultKind } from '../../../src/social/urlResultCheck.ts';

describe('urlResultKind', () => {
  it('recognises each sign-in result and nothing else', () => {
    expect(urlResultKind('', '#tgAuthResult=eyJ9')).toBe('telegram');
    expect(urlResultKind('?code=abc&state=s', '')).toBe('line');
    expect(urlResultKind('?error=access_denied&state=s', '')).toBe('line');
    expect(urlResultKind('?sessionId=x&state=s', '')).toBe('maya');
    expect(urlResultKind('?code=abc', '')).toBeNull();
    expect(urlResultKind('?affiliateCode=a', '#top')).toBeNull();
    expect(urlResultKind('', '#xtgAuthResult=1')).toBeNull();
  });
});
