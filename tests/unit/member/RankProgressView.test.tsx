import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ref } from 'valtio';
import { RankProgressView } from '../../../src/member/RankProgressView.tsx';
import { loadFullCatalog, setLanguage } from '../../../src/i18n/index.ts';
import { state as rank } from '../../../src/state/rank.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';

let r: TestRoot;
const progress = (done: number, total: number, next?: string) =>
  ref({ currentProgress: { completedConditions: done, totalExpectedConditions: total }, playerRankProgress: { labelId: 'x', ...(next ? { nextLabelName: next } : {}) } });

beforeAll(async () => { await setLanguage('EN', ['EN']); await loadFullCatalog(); });
beforeEach(async () => {
  r = testRoot();
  await r.render(<RankProgressView />);
});
afterEach(async () => {
  await r.unmount();
  rank.progress = null;
});

describe('VIP progress', () => {
  it('shows the conditions met, the bar and the next level', async () => {
    await act(async () => { rank.progress = progress(3, 5, 'Platinum'); });
    const text = r.host.textContent ?? '';
    expect(text).toContain('3 of 5 conditions met');
    expect(text).toContain('Platinum');
    expect(r.host.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('60');
  });

  it('never says "0 of 0": with no conditions it says the top level is reached, without a bar', async () => {
    await act(async () => { rank.progress = progress(0, 0); });
    const text = r.host.textContent ?? '';
    expect(text).not.toMatch(/0 of 0/);
    expect(text).toContain('Top level reached');
    expect(r.host.querySelector('[role="progressbar"]')).toBeNull();
  });
});
