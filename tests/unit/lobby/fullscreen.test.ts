import { afterEach, describe, expect, it } from 'vitest';
import { fullscreenAllowed } from '../../../src/lobby/fullscreen.ts';
import { captureLanding, TRACKING_KEY } from '../../../src/lib/tracking.ts';

afterEach(() => localStorage.clear());

describe('fullscreen=0 (spec section 2)', () => {
  it('full screen is on by default and off when the query says 0', () => {
    expect(fullscreenAllowed('', localStorage)).toBe(true);
    expect(fullscreenAllowed('?fullscreen=1', localStorage)).toBe(true);
    expect(fullscreenAllowed('?fullscreen=0', localStorage)).toBe(false);
  });

  it('stays off on later pages of the visit: the landing value is saved and carried', () => {
    captureLanding('?fullscreen=0&inApp=1', localStorage);
    expect(localStorage.getItem(TRACKING_KEY)).toContain('"fullscreen":"0"');
    expect(fullscreenAllowed('?code=x', localStorage)).toBe(false);
    // A later landing that turns it back on wins over the saved value.
    expect(fullscreenAllowed('?fullscreen=1', localStorage)).toBe(true);
  });
});
