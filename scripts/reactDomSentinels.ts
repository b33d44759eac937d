/**
 * React DOM creates five sentinel errors (SuspenseException and its kin) while its module loads. They are only
 * compared by identity and never shown. In an inspected page (DevTools, Lighthouse) every Error V8 creates captures a
 * detailed stack, and V8 re-parses each function on that stack for source positions: here React DOM's whole
 * 170 KB module function, about 30 ms on a slow phone, inside the start-up task. The build creates these sentinels as
 * objects with Error's prototype and message, without a stack; everything else in React DOM is untouched.
 */
import type { Plugin } from 'vite';

/** The file the rewrite applies to, and how many sentinels React 19.x declares there. */
export const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
export const EXPECTED_SENTINELS = 5;

const SENTINEL = /\b(\w+Exception) = Error\((formatProdErrorMessage\(\d+\))\)/g;

/** Rewrites each `FooException = Error(formatProdErrorMessage(n))`; returns the code and how many it rewrote. */
export function rewriteSentinels(code: string): { code: string; count: number } {
  let count = 0;
  const out = code.replace(SENTINEL, (_m, name: string, message: string) => {
    count += 1;
    return `${name} = Object.create(Error.prototype, { message: { value: ${message}, writable: !0, configurable: !0 } })`;
  });
  return { code: out, count };
}

export function reactDomSentinels(): Plugin {
  return {
    name: 'tessera-react-dom-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const result = rewriteSentinels(code);
      // A React update that renames or adds sentinels must be looked at, not silently half-applied.
      if (result.count !== EXPECTED_SENTINELS) this.warn(`expected ${EXPECTED_SENTINELS} React DOM sentinel errors, rewrote ${result.count}`);
      return { code: result.code, map: null };
    },
  };
}
