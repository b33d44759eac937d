import { describe, expect, it } from 'vitest';
import { chooseIcon, chosenIcon, iconCount, PROFILE_ICON_KEY } from '../../../src/member/profileIcon';

describe('profile icon', () => {
  it('count comes from gw PROFILE_ICON_COUNT, default 9 for missing or senseless values', () => {
    expect(iconCount(12)).toBe(12);
    expect(iconCount(undefined)).toBe(9);
    for (const bad of [0, -3, 2.5, 1000, '12', null, Number.NaN]) expect(iconCount(bad)).toBe(9);
  });

  it('the choice is per customer; outside 1..count it falls back to icon 1', () => {
    localStorage.clear();
    expect(chosenIcon(localStorage, 'a', 9)).toBe(1);
    chooseIcon(localStorage, 'a', 7);
    chooseIcon(localStorage, 'b', 3);
    expect(chosenIcon(localStorage, 'a', 9)).toBe(7);
    expect(chosenIcon(localStorage, 'b', 9)).toBe(3);
    // The merchant lowered the count below the stored choice.
    expect(chosenIcon(localStorage, 'a', 5)).toBe(1);
    localStorage.setItem(PROFILE_ICON_KEY, '"junk"');
    expect(chosenIcon(localStorage, 'a', 9)).toBe(1);
  });
});
