import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../contract/wps';
import {
  autoPlayNext, canClose, cleanAnnouncements, HIDE_KEY, hiddenToday, hideForToday, localDay, markSeen, promptKind, scrolledToEnd,
  seenThisSession,
} from '../../../src/content/popupRules';

const a = (id: string, forcedRead = false): Announcement => ({ id, title: id, content: 'x', contentType: 'text', forcedRead });

describe('hide for today', () => {
  it('is per merchant and per local day', () => {
    localStorage.clear();
    const day1 = new Date(2030, 4, 1, 23, 59);
    hideForToday(localStorage, 'demo', day1);
    expect(hiddenToday(localStorage, 'demo', day1)).toBe(true);
    expect(hiddenToday(localStorage, 'lotto', day1)).toBe(false);
    // Local midnight ends "today".
    expect(hiddenToday(localStorage, 'demo', new Date(2030, 4, 2, 0, 1))).toBe(false);
  });

  it('keeps other merchants hidden today and drops stale days', () => {
    localStorage.setItem(HIDE_KEY, JSON.stringify({ old: '2001-01-01', lotto: localDay(new Date(2030, 4, 1)) }));
    hideForToday(localStorage, 'demo', new Date(2030, 4, 1, 8));
    expect(JSON.parse(localStorage.getItem(HIDE_KEY)!)).toEqual({ lotto: '2030-05-01', demo: '2030-05-01' });
  });

  it('garbage in storage counts as not hidden and is replaced', () => {
    localStorage.setItem(HIDE_KEY, '{"demo": 5');
    expect(hiddenToday(localStorage, 'demo', new Date())).toBe(false);
    localStorage.setItem(HIDE_KEY, JSON.stringify({ demo: 7 }));
    expect(hiddenToday(localStorage, 'demo', new Date())).toBe(false);
    hideForToday(localStorage, 'demo', new Date());
    expect(hiddenToday(localStorage, 'demo', new Date())).toBe(true);
  });
});

describe('announcement answers', () => {
  it('drops malformed items and keeps the good ones', () => {
    const got = cleanAnnouncements([a('1'), null, { id: 2, title: 't', content: 'c', contentType: 'text' },
      { id: '3', title: 't', content: 'c', contentType: 'script' }, { ...a('4'), forcedRead: 'yes' }]);
    expect(got.map((x) => x.id)).toEqual(['1', '4']);
    expect(got[1]?.forcedRead).toBe(false);
    expect(cleanAnnouncements('nope')).toEqual([]);
  });
});

describe('forced read and auto-play', () => {
  const items = [a('1'), a('2', true), a('3')];
  it('closes only when every forced-read item was read', () => {
    expect(canClose(items, new Set())).toBe(false);
    expect(canClose(items, new Set(['2']))).toBe(true);
    expect(canClose([a('1')], new Set())).toBe(true);
  });

  it('auto-play advances and wraps, but never past an unread forced-read item', () => {
    expect(autoPlayNext(0, items, new Set())).toBe(1);
    expect(autoPlayNext(1, items, new Set())).toBeNull();
    expect(autoPlayNext(1, items, new Set(['2']))).toBe(2);
    expect(autoPlayNext(2, items, new Set(['2']))).toBe(0);
    expect(autoPlayNext(0, [a('1')], new Set())).toBeNull();
  });

  it('read means scrolled to the end; content that fits is read at once', () => {
    expect(scrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 300 })).toBe(true);
    expect(scrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 900 })).toBe(false);
    expect(scrolledToEnd({ scrollTop: 600, clientHeight: 300, scrollHeight: 900 })).toBe(true);
  });
});

describe('once per tab session', () => {
  it('is per merchant and survives anything but a new session (login and logout do not clear it)', () => {
    expect(seenThisSession(sessionStorage, 'demo')).toBe(false);
    markSeen(sessionStorage, 'demo');
    markSeen(sessionStorage, 'demo');
    expect(seenThisSession(sessionStorage, 'demo')).toBe(true);
    expect(seenThisSession(sessionStorage, 'club')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('MC_ANNOUNCEMENT_SEEN') ?? '[]')).toEqual(['demo']);
  });

  it('a corrupt record counts as not seen and is replaced', () => {
    sessionStorage.setItem('MC_ANNOUNCEMENT_SEEN', '{"demo":true}');
    expect(seenThisSession(sessionStorage, 'demo')).toBe(false);
    markSeen(sessionStorage, 'demo');
    expect(seenThisSession(sessionStorage, 'demo')).toBe(true);
  });
});

describe('its place among the prompts', () => {
  it('a carousel with a forced-read item is the mandatory notice, any other the welcome popup', () => {
    expect(promptKind([a('1'), a('2', true)])).toBe('forced-read');
    expect(promptKind([a('1'), a('2')])).toBe('welcome');
  });
});
