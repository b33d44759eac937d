import 'fake-indexeddb/auto';
import { afterAll, afterEach, vi } from 'vitest';

// Unit tests never reach a network: a test that needs answers stubs fetch; anything else (an event
// report fired by the code under test, say) fails like an unreachable network would.
globalThis.fetch = (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return Promise.reject(new TypeError(`unit tests do not reach the network (${url})`));
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// Code under test may start an import() nobody awaits (an event report, a remembered login's store): a file ends once
// those have loaded, or on a busy machine they land after its environment is gone (EnvironmentTeardownError).
afterAll(async () => {
  await vi.dynamicImportSettled();
});
