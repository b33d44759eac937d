import { describe, expect, it } from 'vitest';
import { postLoginTarget } from '../../../src/actions/postLoginTarget.ts';

const origin = 'https://acme.example';
const after = (go: string) => postLoginTarget({ firstTimeLogin: false, passwordExpired: false, forceChangeOnExpiry: false, go, origin });

describe('postLoginTarget and an absolute go', () => {
  it.each([`${origin}/m/game`, 'HTTPS://ACME.EXAMPLE/m/game?x=1', `${origin}/m/`])('refuses %s and says so', (go) => {
    expect(after(go)).toEqual({ target: '/m/home', goRefused: true });
  });

  it('still takes the same target as a path', () => {
    expect(after('/m/game')).toEqual({ target: '/m/game', goRefused: false });
  });
});
