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
import { axeReportFiles, writeAxeReport } from './axe-report';
import { startMailCatcher } from './mail-catcher';
import { startOpenIdProvider } from './openid-provider';

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    /** The mail catcher's HTTP endpoint: GET ?to=<address> (fixtures/mail.ts). */
    mailUrl: string;
    /** With E2E_AXE_REPORT: where each axe run is appended (setup/axe-report.ts); else ''. */
    axeRecordsFile: string;
  }
}

/** The OAuth client id of the web and the API at the local OpenID provider (Google's stand-in). */
export const E2E_GOOGLE_CLIENT_ID = 'jenjang-e2e.apps.example';

export default async function setup(project: TestProject) {
  buildWebIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jenjang-e2e-'));
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
  // Production mode serves no mailbox: codes arrive over SMTP at a catcher the specs can read.
  const mail = await startMailCatcher();
  const provider = await startOpenIdProvider({
    clientId: E2E_GOOGLE_CLIENT_ID,
    redirectUris: ['', '/en'].map(
      (prefix) => `http://localhost:${webPort}${prefix}/auth/google/callback`,
    ),
  });
  const stack = await startStack({
    apiPort,
    webPort,
    // Payments go to the gateway simulator, as in `npm start`.
    simulatorPort: Number(process.env.E2E_SIMULATOR_PORT ?? 4110),
    // Embedded mode whatever the caller's environment says.
    apiEnv: {
      DATABASE_URL: undefined,
      DATABASE_REPLICA_URL: undefined,
      REDIS_URL: undefined,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      // No load balancer to wait for: stop at once when the run ends.
      SHUTDOWN_GRACE_MS: '0',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT_AND_IP: '1000',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000',
      RATE_LIMIT_SIGN_IN_PER_DEVICE: '1000',
      RATE_LIMIT_SIGN_IN_PER_IP: '1000',
      RATE_LIMIT_PASSWORD_CHECK_PER_USER: '1000',
      RATE_LIMIT_SIGN_UP_PER_EMAIL: '1000',
      RATE_LIMIT_SIGN_UP_PER_IP: '1000',
      RATE_LIMIT_CODE_REQUEST_PER_EMAIL: '1000',
      RATE_LIMIT_CODE_REQUEST_PER_IP: '1000',
      RATE_LIMIT_CODE_VERIFY_PER_EMAIL: '1000',
      RATE_LIMIT_CODE_VERIFY_PER_IP: '1000',
      JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789abcdef',
      SMTP_URL: mail.smtpUrl,
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: provider.jwksUrl,
      GOOGLE_ISSUERS: provider.issuer,
    },
    webEnv: {
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_AUTHORIZATION_URL: provider.authorizationUrl,
      // The build's NEXT_PUBLIC_SITE_URL may name another port.
      GOOGLE_CALLBACK_ORIGIN: `http://localhost:${webPort}`,
      // The sitemap test counts jobs that other specs post and close meanwhile: no cached lists.
      SITEMAP_CACHE_SECONDS: '0',
      // Playwright's request client never closes an idle socket, so the web must not either while
      // a test may still reuse it: longer than any spec file runs (apps/web/server/main.mjs).
      WEB_KEEP_ALIVE_TIMEOUT_MS: String(15 * 60_000),
    },
    stdio: 'inherit',
  });
  project.provide('webUrl', stack.webUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mailUrl', mail.httpUrl);
  const axeReport = axeReportFiles();
  project.provide('axeRecordsFile', axeReport?.records ?? '');
  return async () => {
    if (axeReport) writeAxeReport(axeReport);
    await stack.stop();
    await provider.close();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
