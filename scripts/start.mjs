// npm start: build the web app if its sources changed, then serve the API (:4000), the portal
// (:3000) and, unless a real gateway's keys are set, the payment gateway simulator (:4010)
// together, and print the addresses and the seeded accounts.
import { tsImport } from 'tsx/esm/api';
import { startStack } from './stack.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

let stack;
try {
  buildWebIfNeeded();
  const realGateway = Boolean(process.env.MIDTRANS_SERVER_KEY || process.env.XENDIT_SECRET_KEY);
  stack = await startStack({
    apiPort: Number(process.env.PORT ?? 4000),
    ...(realGateway ? {} : { simulatorPort: Number(process.env.SIMULATOR_PORT ?? 4010) }),
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
${stack.simulatorUrl ? `    Payments      ${stack.simulatorUrl} (gateway simulator: pay with any outcome)\n` : ''}
  Seeded accounts (fictional):
${SEEDED_ACCOUNTS.map((a) => `    ${a.role.padEnd(9)} ${a.email.padEnd(28)} ${a.password}`).join('\n')}

  Ctrl+C stops them all.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
