import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
    // Migrates one template database per run; each file opens its own copy of it (a fresh
    // PostgreSQL database or an in-memory PGlite).
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
