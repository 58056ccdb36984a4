import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure functions: files share a worker's module cache instead of loading the same modules
    // (synonyms, stemmers, contracts) once per file.
    isolate: false,
  },
});
