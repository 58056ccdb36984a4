import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Specs read the web app's own definitions (landing pages and their presets) from its source.
  resolve: { alias: { '@': fileURLToPath(new URL('../web/src', import.meta.url)) } },
  test: {
    include: ['specs/**/*.test.ts'],
    globalSetup: ['./setup/stack.ts'],
    // axe checks the pages each test leaves open (fixtures/axe.ts).
    setupFiles: ['./setup/axe-after-each.ts'],
    // One Chromium per file; files share the stack started once in global setup.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page's next state comes after a network round trip and a render; on a busy CI machine
    // that often takes longer than expect.poll's default 1 s. Polls still end as soon as the
    // condition holds.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
