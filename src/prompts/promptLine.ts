/**
 * The prompts' line (valtio): each prompt waits for its turn, shows, and ends its turn; the rule of rules.ts
 * decides who goes next and when. A turn is granted by resolving the promise waitTurn returned.
 */
import { proxy } from 'valtio';
import { stripBase } from '../../contract/routes';
import { localStore, sessionStore } from '../lib/memoryStorage';
import { state as merchant } from '../state/merchant';
import { hiddenToday, POPUP_PATHS, seenThisSession } from '../content/popupRules';
import { PROMPT_EXPECT_MAX_MS, type PromptKind } from './priority';
import { nextStep } from './rules';
import { otherDialogOpen } from './otherDialog';

export const state = proxy({
  active: null as PromptKind | null,
  waiting: [] as PromptKind[],
  expected: [] as PromptKind[],
  closedAt: null as number | null,
});

const grants = new Map<PromptKind, () => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let watcher: MutationObserver | null = null;

function unwatch(): void {
  watcher?.disconnect();
  watcher = null;
}

/** Another dialog is open: look again when the page's dialogs change. */
function watchDialogs(): void {
  if (watcher || typeof MutationObserver === 'undefined') return;
  watcher = new MutationObserver(() => { if (!otherDialogOpen()) advance(); });
  watcher.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open', 'aria-modal'] });
}

function advance(): void {
  clearTimeout(timer);
  const blocked = state.waiting.length > 0 && otherDialogOpen();
  if (blocked) watchDialogs();
  else unwatch();
  const step = nextStep(state, Date.now(), blocked);
  if (step.kind === 'wait') timer = setTimeout(advance, step.ms);
  if (step.kind !== 'show') return;
  state.waiting = state.waiting.filter((k) => k !== step.prompt);
  state.active = step.prompt;
  const grant = grants.get(step.prompt);
  grants.delete(step.prompt);
  grant?.();
}

const expiries = new Map<PromptKind, ReturnType<typeof setTimeout>>();

/** This prompt will ask soon: lower-priority prompts wait until it asks, leaves the line, or maxMs pass. */
export function expectTurn(kind: PromptKind, maxMs = PROMPT_EXPECT_MAX_MS): void {
  if (state.expected.includes(kind)) return;
  state.expected.push(kind);
  expiries.set(kind, setTimeout(() => {
    console.warn(`[prompts] ${kind} was expected but did not ask in ${maxMs} ms; the others go ahead`);
    unexpect(kind);
    advance();
  }, maxMs));
}

function unexpect(kind: PromptKind): void {
  clearTimeout(expiries.get(kind));
  expiries.delete(kind);
  state.expected = state.expected.filter((k) => k !== kind);
}

/**
 * At start on a home path, the popup carousel is on its way unless it was hidden today or seen in this tab:
 * it may be the mandatory notice, so the prompts that load first (add to home screen) wait for it.
 */
export function expectAtStart(pathname: string, merchantCode: string, local: Storage, session: Storage, now: Date): void {
  const home = POPUP_PATHS.includes(stripBase(pathname) ?? '');
  if (home && merchantCode && !hiddenToday(local, merchantCode, now) && !seenThisSession(session, merchantCode)) expectTurn('forced-read');
}

/** Resolves when this prompt may show. Asking twice keeps one place in the line. */
export function waitTurn(kind: PromptKind): Promise<void> {
  if (state.active === kind) return Promise.resolve();
  return new Promise((resolve) => {
    const earlier = grants.get(kind);
    grants.set(kind, () => { earlier?.(); resolve(); });
    unexpect(kind);
    if (!state.waiting.includes(kind)) state.waiting.push(kind);
    advance();
  });
}

/** The prompt closed. shown=false: it had its turn but did not show (its own rule said no), so no pause follows. */
export function endTurn(kind: PromptKind, shown = true): void {
  if (state.active !== kind) return;
  state.active = null;
  if (shown) state.closedAt = Date.now();
  advance();
}

/** A waiting prompt that no longer applies leaves the line; its promise never resolves. */
export function leaveLine(kind: PromptKind): void {
  grants.delete(kind);
  state.waiting = state.waiting.filter((k) => k !== kind);
  unexpect(kind);
  advance();
}

/** Tests only: an empty line. */
export function resetLine(): void {
  clearTimeout(timer);
  unwatch();
  grants.clear();
  for (const kind of [...expiries.keys()]) unexpect(kind);
  state.active = null;
  state.waiting = [];
  state.expected = [];
  state.closedAt = null;
}

// The first prompt module to load (they all load after the first screen) sets the start expectation.
if (typeof location !== 'undefined') {
  expectAtStart(location.pathname, merchant.status?.merchantCode ?? '', localStore(), sessionStore(), new Date());
}
