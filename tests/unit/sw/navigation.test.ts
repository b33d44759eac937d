import { describe, expect, it } from 'vitest';
import { APP_PATHS, BASE } from '../../../contract/routes.ts';
import { navigationDecision, SHELL_URL } from '../../../sw/navigation.ts';

const origin = 'https://shop.example';
const decide = (path: string, from = origin) => navigationDecision(new URL(path, from), origin);

describe('navigationDecision', () => {
  it('answers every app route with the shell', () => {
    for (const path of APP_PATHS) expect(decide(`${BASE}${path}`), path).toBe('shell');
    expect(decide('/m/')).toBe('shell');
    expect(decide('/m/member/home')).toBe('shell');
  });

  it('ignores the query and hash when deciding', () => {
    expect(decide('/m/home?affiliateCode=abc&r=1#top')).toBe('shell');
    expect(decide('/m/launchGame?vendor=x&code=y')).toBe('shell');
  });

  it('sends assets, server paths and unknown pages to the network', () => {
    expect(decide('/m/assets/x.js')).toBe('network');
    expect(decide('/m/assets/index-abc123.css')).toBe('network');
    expect(decide('/wps/system/status')).toBe('network');
    expect(decide('/wps/')).toBe('network');
    expect(decide('/cdn/logo.png')).toBe('network');
    expect(decide('/m/unknown')).toBe('network');
    expect(decide('/m/sw.js')).toBe('network');
    expect(decide('/m/home/extra')).toBe('network');
    expect(decide('/home')).toBe('network');
    expect(decide('/')).toBe('network');
  });

  it('never gives the shell to another origin', () => {
    expect(decide('/m/home', 'https://evil.example')).toBe('network');
  });

  it('binds the shell to the base index.html', () => {
    expect(SHELL_URL).toBe('/m/index.html');
  });
});
