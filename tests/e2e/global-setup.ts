import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '../support/referenceServer.ts';
import { freePort, startAuthEmulator, wantsAuthEmulator, type AuthEmulator } from '../support/authEmulator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** host:port of the Firebase Auth emulator; '' when this run does not start it (see wantsAuthEmulator). */
    authEmulator: string;
  }
}

/** Starts the real reference server on the production build with a fresh embedded database. */
export default async function setup(project: TestProject) {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ is missing: run \`npx vite build\` first (npm test does)`);
  // The server learns the Auth emulator's address from FIREBASE_AUTH_EMULATOR_HOST; the emulator starts
  // after it (not beside it) so the two start-ups do not compete for a small machine's cores.
  const authPort = wantsAuthEmulator(process.argv.slice(2)) ? await freePort() : null;
  const env: Record<string, string> = authPort ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}` } : {};
  const server = await startServer({ label: 'e2e', stdio: 'inherit', env });
  let auth: AuthEmulator | null = null;
  try {
    if (authPort) auth = await startAuthEmulator(authPort);
  } catch (e) {
    await server.stop();
    throw e;
  }
  project.provide('port', server.port);
  project.provide('authEmulator', auth?.host ?? '');
  return async () => { await Promise.all([server.stop(), auth?.stop()]); };
}
