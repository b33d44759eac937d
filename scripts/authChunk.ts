/**
 * The sign-in flows' own modules as one chunk. Split by what shares them, a first visit to /m/login fetched 26 chunks
 * for the page alone: on HTTP/1.1's six connections per host each is another round trip on a slow phone's network.
 * A module joins only when every lazy root that statically reaches it is a sign-in flow, so no other page or deferred
 * feature loads this chunk for one of its parts.
 * What those pages share with other lazy pages and features (the design system, icons, the crypto bridge, storage,
 * marketing...) is a second chunk, and the auto-login gate with its rules a third, not the fifteen they were split into
 * by sharer: three files instead of sixteen before the form can show. A page that needs one part of the second loads it
 * all (about 19 KB gzip), which the deferred features of every page mostly load anyway; the first screen's modules and
 * the gate's closure (loaded at start on every page) never join it.
 */
import type { Plugin } from 'vite';

/** Lazy roots of the sign-in flows: the login, registration and change-password pages, the auth modals, social sign-in. */
const AUTH_ROOT = /[\\/]src[\\/](auth|captcha|components[\\/]auth|social)[\\/]|[\\/]src[\\/]pages[\\/](Login|Register|ChangePsw)Page\.tsx$/;
/** The pages whose static imports the chunk gathers (the social flows' own parts stay lazy, in chunks of their own). */
const PAGE = /[\\/]src[\\/]pages[\\/](Login|Register)Page\.tsx$/;
/** The auto-login gate's root: what it reaches loads before the first screen for a remembered player, so stays small. */
const GATE = /[\\/]src[\\/]auth[\\/]autoLoginGate\.ts$/;
/**
 * Roots under those folders that load where no sign-in form is: the auto-login gate (above), second-factor enrolment
 * on the account page.
 */
const notAuthRoot = (root: string): boolean => GATE.test(root) || /[\\/]src[\\/]social[\\/]MfaEnrollment\.tsx$/.test(root);
/** Shared by everything: never in the sign-in flows' own chunk (in the shared one when those pages use them). */
const NEVER = /node_modules|[\\/]src[\\/]ui[\\/]|[\\/]src[\\/]components[\\/]icons[\\/]/;

/**
 * `test`: the sign-in flows' own modules. `gate`: the auto-login gate's closure outside the first screen (every page
 * loads it at start; the sign-in pages import its rules). `shared`: the rest of the sign-in pages' static closure.
 */
export interface AuthChunk { plugin: Plugin; test: (id: string) => boolean; gate: (id: string) => boolean; shared: (id: string) => boolean }

export function authChunk(): AuthChunk {
  const members = new Set<string>();
  const shared = new Set<string>();
  const gate = new Set<string>();
  const plugin: Plugin = {
    name: 'tessera-auth-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      shared.clear();
      gate.clear();
      const ids = [...this.getModuleIds()];
      const info = new Map(ids.map((id) => [id, this.getModuleInfo(id)]));
      const roots = ids.filter((id) => info.get(id)?.isEntry || (info.get(id)?.dynamicImporters.length ?? 0) > 0);
      const reachedBy = new Map<string, Set<string>>();
      for (const root of roots) {
        const stack = [root];
        const seen = new Set<string>();
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          let by = reachedBy.get(id);
          if (!by) reachedBy.set(id, (by = new Set()));
          by.add(root);
          for (const dep of info.get(id)?.importedIds ?? []) stack.push(dep);
        }
      }
      for (const [id, by] of reachedBy) {
        // The first screen's modules stay in its chunks; none of the three groups takes them.
        if (!/\.[cm]?[jt]sx?$/.test(id) || [...by].some((root) => info.get(root)?.isEntry)) continue;
        if ([...by].some((root) => GATE.test(root))) gate.add(id);
        else if (![...by].some((root) => PAGE.test(root))) continue;
        else if (!NEVER.test(id) && [...by].every((root) => AUTH_ROOT.test(root) && !notAuthRoot(root))) members.add(id);
        else shared.add(id);
      }
    },
  };
  return { plugin, test: (id) => members.has(id), gate: (id) => gate.has(id), shared: (id) => shared.has(id) };
}
