import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: 2,
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
          include: ['server/test/api/**/*.test.ts'],
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
