import { defineConfig } from 'vitest/config';
import { i18nSplit } from './scripts/i18nSplit.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // The catalogue loaders import ?core and ?more parts (scripts/i18nSplit.ts), as in the build.
        plugins: [i18nSplit('src/i18n/core-keys.json')],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          // Caps only bound a hang: waits are on the condition (tests/unit/eventually.ts), and a busy 2-core runner is slow.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['tests/tooling/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          // Polls wait for things that come after the first screen (chat, counters): 1 s is too short on a busy runner.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
