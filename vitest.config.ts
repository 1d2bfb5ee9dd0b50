import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['server/**/*.unit.test.ts', 'contract/**/*.unit.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/test/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
