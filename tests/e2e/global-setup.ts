import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '../support/referenceServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

/** Starts the real reference server on the production build with a fresh embedded database. */
export default async function setup(project: TestProject) {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ is missing: run \`npx vite build\` first (npm test does)`);
  const server = await startServer({ label: 'e2e', stdio: 'inherit' });
  project.provide('port', server.port);
  return server.stop;
}
