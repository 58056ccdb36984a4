// Builds the web app if needed and starts the whole stack in embedded mode on its own ports,
// with a fresh database directory, for the browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { startStack } from '../../../scripts/stack.mjs';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { buildWebIfNeeded } from '../../../scripts/web-build.mjs';

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  buildWebIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jenjang-e2e-'));
  const stack = await startStack({
    apiPort: Number(process.env.E2E_API_PORT ?? 4100),
    webPort: Number(process.env.E2E_WEB_PORT ?? 3100),
    // Embedded mode whatever the caller's environment says.
    apiEnv: {
      DATABASE_URL: undefined,
      DATABASE_REPLICA_URL: undefined,
      REDIS_URL: undefined,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // No load balancer to wait for: stop at once when the run ends.
      SHUTDOWN_GRACE_MS: '0',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_SIGN_IN_PER_EMAIL: '1000',
      RATE_LIMIT_SIGN_IN_PER_IP: '1000',
      RATE_LIMIT_SIGN_UP_PER_EMAIL: '1000',
      RATE_LIMIT_SIGN_UP_PER_IP: '1000',
      RATE_LIMIT_CODE_REQUEST_PER_EMAIL: '1000',
      RATE_LIMIT_CODE_REQUEST_PER_IP: '1000',
      RATE_LIMIT_CODE_VERIFY_PER_EMAIL: '1000',
      RATE_LIMIT_CODE_VERIFY_PER_IP: '1000',
      JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789abcdef',
    },
    stdio: 'inherit',
  });
  project.provide('webUrl', stack.webUrl);
  project.provide('apiUrl', stack.apiUrl);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
