/** Shared setup of the auth form tests: a React root over a fresh request layer and merchant, a recording fetch. */
import { act } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureClient } from '../../../src/api/hooks.ts';
import { withMerchant } from './authMocks.ts';
import { json, resetApi, stubFetch, testRoot, type Call, type TestRoot } from '../ui/helpers.ts';

/** Types into a React-controlled input the way the browser does. */
export function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface FormHarness {
  root: TestRoot;
  /** This test's fetch calls (a new list each test). */
  calls: Call[];
  find(name: string): HTMLInputElement | null;
  input(name: string): HTMLInputElement;
  /** The text of the field around the named input: its label and its error. */
  fieldText(name: string): string;
  /** Types each value into the input of that name, in one React update. */
  fill(values: Record<string, string>): Promise<void>;
  /** Moves the focus out of the named input (what checks on blur listen to). */
  leave(name: string): Promise<void>;
  click(testId: string): Promise<void>;
  submit(): Promise<void>;
}

/** Per test: merchant acme without flags, fetch answered by `respond` (a Response, or a body sent as 200 JSON); unmounted after. */
export function useAuthForm(respond: (call: Call) => unknown): FormHarness {
  const root = testRoot();
  const find = (name: string) => root.host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const input = (name: string) => {
    const el = find(name);
    if (!el) throw new Error(`no input named ${name}`);
    return el;
  };
  const h: FormHarness = {
    root, calls: [], find, input,
    fieldText: (name) => input(name).closest('.field')!.textContent ?? '',
    fill: async (values) => { await act(async () => { for (const [name, value] of Object.entries(values)) type(input(name), value); }); },
    leave: async (name) => { await act(async () => { input(name).dispatchEvent(new FocusEvent('focusout', { bubbles: true })); }); },
    click: async (testId) => { await act(async () => { root.host.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!.click(); }); },
    submit: async () => { await act(async () => { root.host.querySelector('form')!.requestSubmit(); }); },
  };
  beforeEach(() => {
    resetApi();
    configureClient({ getMerchant: () => 'acme', getLanguage: () => 'EN' });
    withMerchant([]);
    h.calls = stubFetch((call) => {
      const answer = respond(call);
      return answer instanceof Response ? answer : json(answer);
    });
  });
  afterEach(async () => { await root.render(null); vi.unstubAllGlobals(); });
  return h;
}
