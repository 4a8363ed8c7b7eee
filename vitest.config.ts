import { defineConfig } from 'vitest/config';

/** Unit and infra files that replace modules with vi.mock: each needs its own module graph (project `mocks`). */
export const WITH_MODULE_MOCKS = [
  'tests/unit/rent-collection-job.test.ts',
  'tests/unit/web-api-client.test.ts',
  'tests/infra/local-import-queue.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          exclude: WITH_MODULE_MOCKS,
          environment: 'node',
          // pure rules: the files share one module graph instead of importing it again each (about a minute of the
          // run's 2 cores); a file that replaces a module (vi.mock) runs apart in `mocks`
          isolate: false,
        },
      },
      {
        test: {
          name: 'mocks',
          include: WITH_MODULE_MOCKS,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/services.global.ts'],
          // scrypt at 2^12 rather than 2^17 in the handlers these files run: hundreds of sign-ups, accounts and
          // sign-ins (functions/lib/passwords.ts); the unit tests keep the product's cost
          env: { PASSWORD_SCRYPT_LOG2N: '12' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          exclude: WITH_MODULE_MOCKS,
          // one import of aws-cdk-lib for all the files, not one each (measured 160 s → 85 s for the project)
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/app.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // a browser test waits for the state it needs: a list still loading on a busy machine is not a failure
          // (vitest's default poll gives up after 1 s); a wrong state still fails, after 15 s
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // one Chromium at a time on a 2-core machine
          fileParallelism: false,
        },
      },
    ],
  },
});
