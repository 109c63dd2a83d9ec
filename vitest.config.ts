import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/postgres-skips-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
            'tests/install/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The fleet (PostgreSQL, PgBouncer, HAProxy, three built instances, README, Scaling out): run alone
        // with `npm run test:fleet`, which .ci/run calls; not part of `npm test`.
        test: {
          name: 'fleet',
          include: ['tests/fleet/**/*.fleet.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // Each spec's suites start a server of their own (tests/e2e/server.ts), so files run side by
          // side: two at a time, each a server and a Chromium, which a 2-core machine carries.
          maxWorkers: 2,
          // Its own group, after the other projects, so a run of every project may give them their own
          // worker count.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A poll waits for what a page shows after a debounce, a request or a push: on two busy cores
          // that has taken more than the default second (a chat search, once), so each poll may take five.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
