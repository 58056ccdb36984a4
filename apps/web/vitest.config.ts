import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The React 19 JSX runtime, as Next.js compiles it (a test renders a component to markup).
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
    // Pure functions without module mocks: files share a worker's module cache (a third of the
    // time otherwise goes to loading the same modules once per file).
    isolate: false,
  },
});
