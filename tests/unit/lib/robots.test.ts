import { beforeEach, describe, expect, it } from 'vitest';
import { INDEXABLE_PATHS, isIndexable } from '../../../contract/routes.ts';
import { applyRobots } from '../../../src/lib/robots.ts';

describe('isIndexable', () => {
  it.each(INDEXABLE_PATHS)('%s is indexable on www and localhost', (path) => {
    expect(isIndexable(path, 'www.example.com')).toBe(true);
    expect(isIndexable(path, 'localhost')).toBe(true);
    expect(isIndexable(path, 'localhost:5173')).toBe(true);
  });

  it.each(['/m/member/home', '/m/game', '/m/changePsw', '/m/inviteFriends', '/m/feedback', '/m/register.html', '/m/home/', '/m', '/', '/m/activity/3'])(
    '%s is not indexable',
    (path) => {
      expect(isIndexable(path, 'www.example.com')).toBe(false);
    },
  );

  it('at most two slashes, even for a listed path', () => {
    const list = ['/m/a', '/m/a/b'];
    expect(isIndexable('/m/a', 'www.example.com', list)).toBe(true);
    expect(isIndexable('/m/a/b', 'www.example.com', list)).toBe(false);
  });

  it.each(['aff1.example.com', 'aff.www.example.com', 'example.com', '127.0.0.1', 'localhost.evil.com', 'preview.example.com'])(
    'public paths are not indexable on %s',
    (host) => {
      expect(isIndexable('/m/home', host)).toBe(false);
    },
  );

  it('host check ignores case and port', () => {
    expect(isIndexable('/m/home', 'WWW.Example.com:443')).toBe(true);
    expect(isIndexable('/m/home', 'www2.example.com')).toBe(true);
  });
});

describe('applyRobots', () => {
  const robots = () => Array.from(document.querySelectorAll('meta[name="robots"]'));
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('adds a single noindex meta for a non-indexable page', () => {
    applyRobots(document, '/m/member/home', 'www.example.com');
    applyRobots(document, '/m/game', 'www.example.com');
    expect(robots().map((m) => m.getAttribute('content'))).toEqual(['noindex']);
    expect(robots()[0]?.parentElement).toBe(document.head);
  });

  it('reuses an existing meta and removes duplicates', () => {
    document.head.innerHTML = '<meta name="robots" content="index,follow"><meta name="ROBOTS" content="all">';
    applyRobots(document, '/m/game', 'www.example.com');
    const metas = Array.from(document.head.querySelectorAll('meta'));
    expect(metas.map((m) => [m.getAttribute('name'), m.getAttribute('content')])).toEqual([['robots', 'noindex']]);
  });

  it('removes the meta on an indexable page', () => {
    applyRobots(document, '/m/game', 'www.example.com');
    applyRobots(document, '/m/home', 'www.example.com');
    expect(robots()).toHaveLength(0);
  });

  it('marks a public page noindex on an affiliate host', () => {
    applyRobots(document, '/m/home', 'aff1.example.com');
    expect(robots().map((m) => m.getAttribute('content'))).toEqual(['noindex']);
  });
});
