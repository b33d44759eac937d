import { describe, expect, it } from 'vitest';
import { PROMPT_PAUSE_MS, PROMPT_PRIORITY } from '../../../src/prompts/priority';
import { nextStep } from '../../../src/prompts/rules';

const T0 = 1_700_000_000_000;

describe('prompt line rule', () => {
  it('writes the priority down: the mandatory notice first, the download popup last', () => {
    expect(PROMPT_PRIORITY).toEqual(['forced-read', 'welcome', 'a2hs', 'push', 'download-popup']);
  });

  it('shows the highest-priority waiting prompt, whatever the order they asked in', () => {
    expect(nextStep({ active: null, waiting: ['download-popup', 'push', 'a2hs', 'welcome'], closedAt: null, expected: [] }, T0, false))
      .toEqual({ kind: 'show', prompt: 'welcome' });
    expect(nextStep({ active: null, waiting: ['a2hs', 'forced-read'], closedAt: null, expected: [] }, T0, false))
      .toEqual({ kind: 'show', prompt: 'forced-read' });
  });

  it('never shows a second prompt while one is on screen', () => {
    expect(nextStep({ active: 'download-popup', waiting: ['forced-read'], closedAt: null, expected: [] }, T0, false)).toEqual({ kind: 'idle' });
  });

  it('never shows while another dialog (login, an error) is open', () => {
    expect(nextStep({ active: null, waiting: ['welcome'], closedAt: null, expected: [] }, T0, true)).toEqual({ kind: 'idle' });
  });

  it('waits out the pause after the last prompt closed, then shows the next', () => {
    const line = { active: null, waiting: ['a2hs'] as const, closedAt: T0, expected: [] };
    expect(nextStep({ ...line, waiting: [...line.waiting] }, T0 + 1000, false)).toEqual({ kind: 'wait', ms: PROMPT_PAUSE_MS - 1000 });
    expect(nextStep({ ...line, waiting: [...line.waiting] }, T0 + PROMPT_PAUSE_MS, false)).toEqual({ kind: 'show', prompt: 'a2hs' });
  });

  it('a clock set back waits one pause at most', () => {
    expect(nextStep({ active: null, waiting: ['push'], closedAt: T0, expected: [] }, T0 - 3_600_000, false)).toEqual({ kind: 'wait', ms: PROMPT_PAUSE_MS });
  });

  it('a higher prompt that is on its way holds the lower ones; a lower one expected holds nothing', () => {
    expect(nextStep({ active: null, waiting: ['a2hs'], closedAt: null, expected: ['forced-read'] }, T0, false)).toEqual({ kind: 'idle' });
    expect(nextStep({ active: null, waiting: ['welcome'], closedAt: null, expected: ['download-popup'] }, T0, false))
      .toEqual({ kind: 'show', prompt: 'welcome' });
  });

  it('has nothing to do with an empty line', () => {
    expect(nextStep({ active: null, waiting: [], closedAt: null, expected: [] }, T0, false)).toEqual({ kind: 'idle' });
  });
});
