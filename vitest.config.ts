import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: 2,
    // `npm test` prints a dot per test, then the failures and the totals; CI (which sets CI) and a
    // run of chosen files list each file, and each test slower than 300 ms.
    reporters: process.env.npm_lifecycle_event === 'test' && !process.env.CI ? ['dot'] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'server/**/*.unit.test.ts',
            'contract/**/*.unit.test.ts',
            'web/src/**/*.unit.test.ts',
            'web/*.unit.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          include: ['web/test/**/*.component.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/test/support/setup.ts'],
          globalSetup: ['web/test/support/api-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          // Files share worker processes (modules load once per worker); docs/architecture.md "Tests".
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
