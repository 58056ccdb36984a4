// npm start: build the web app if its sources changed, then serve the API (:4000) and the portal
// (:3000) together, and print the addresses and the seeded accounts.
import { tsImport } from 'tsx/esm/api';
import { startStack } from './stack.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

let stack;
try {
  buildWebIfNeeded();
  stack = await startStack({
    apiPort: Number(process.env.PORT ?? 4000),
    webPort: Number(process.env.WEB_PORT ?? 3000),
    apiEnv: process.env.PUBLIC_API_URL ? { PUBLIC_API_URL: process.env.PUBLIC_API_URL } : {},
    webEnv: {
      ...(process.env.API_INTERNAL_URL ? { API_INTERNAL_URL: process.env.API_INTERNAL_URL } : {}),
      ...(process.env.NEXT_PUBLIC_SITE_URL
        ? { NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL }
        : {}),
    },
    onUnexpectedExit: (label, code) => {
      console.error(`${label} stopped (exit ${code}); shutting down.`);
      if (stack) void stack.stop().then(() => process.exit(1));
    },
  });
  const shutdown = () => void stack.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const { SEEDED_ACCOUNTS } = await tsImport('../apps/api/seed/accounts.ts', import.meta.url);
  console.log(`
  Jenjang is running (API ready in ${(stack.apiReadyMs / 1000).toFixed(1)} s)
    Portal        ${stack.webUrl}
    API           ${stack.apiUrl}
    API docs      ${stack.apiUrl}/docs
    Jobs          ${stack.apiUrl}/v1/explore-job/job

  Seeded accounts (fictional):
${SEEDED_ACCOUNTS.map((a) => `    ${a.role.padEnd(9)} ${a.email.padEnd(28)} ${a.password}`).join('\n')}

  Ctrl+C stops both.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
