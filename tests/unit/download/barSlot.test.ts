import { afterEach, describe, expect, it } from 'vitest';
import { DOWNLOAD_KEYS } from '../../../contract/install.ts';
import type { StatusInfo } from '../../../contract/wps.ts';
import { holdsBarSlot } from '../../../src/download/barSlot.ts';

const status = (types: string[]): StatusInfo => ({ resources: types.map((resourceType) => ({ resourceType, url: 'https://cdn.example/x' })) }) as unknown as StatusInfo;

afterEach(() => sessionStorage.clear());

describe('holdsBarSlot', () => {
  it('holds the place when the merchant has a download link, the bar was not closed and the page is no installed app', () => {
    expect(holdsBarSlot(status(['Android']), false)).toBe(true);
    expect(holdsBarSlot(status(['AppDownloadIcon', 'IOS']), false)).toBe(true);
  });

  it('does not hold it without links, once closed this session, when standalone, or before the status', () => {
    expect(holdsBarSlot(status(['AppDownloadIcon']), false)).toBe(false);
    expect(holdsBarSlot(status(['Android']), true)).toBe(false);
    expect(holdsBarSlot(null, false)).toBe(false);
    sessionStorage.setItem(DOWNLOAD_KEYS.barClosed, '1');
    expect(holdsBarSlot(status(['Android']), false)).toBe(false);
  });
});
