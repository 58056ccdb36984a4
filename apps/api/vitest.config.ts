import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
    // Each file opens its own database (a fresh PostgreSQL database or an in-memory PGlite).
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
