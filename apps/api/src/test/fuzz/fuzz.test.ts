// The fuzz suite: every operation the app publishes at /docs gets malformed requests of every kind,
// as a guest and signed in, and every answer must keep the rule (answer-checks.ts). A new route
// is fuzzed as soon as it is in the OpenAPI document. FUZZ_SEED repeats a run, FUZZ_REQUESTS sets
// its size; the summary line shows in the test output.
import { randomInt } from 'node:crypto';
import type { Role } from '@jenjang/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoData } from '../../../seed/seed-demo-data';
import { RELAXED_AUTH_LIMITS } from '../../modules/auth/test-support';
import { paymentsEnv } from '../../modules/payments/test-support';
import { startSimulatorProcess, type SimulatorProcess } from '../payment-simulator';
import { createTestApp, type TestApp } from '../test-app';
import { guestIdentity, signedInIdentity } from './fuzz-identities';
import { collectSamples } from './fuzz-samples';
import { listOperations, type OpenApiDocument } from './openapi-operations';
import { failureLines, runFuzz, summaryLine, type FuzzReport } from './run-fuzz';

/** Signed-in roles the fuzzer plays besides the guest. Add a role when it gets endpoints. */
const SIGNED_IN_ROLES: readonly Role[] = ['student', 'employer', 'mentor', 'admin'];

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(1, 2 ** 31 - 1);
const REQUESTS = process.env.FUZZ_REQUESTS ? Number(process.env.FUZZ_REQUESTS) : 3000;
if (!Number.isSafeInteger(SEED) || !Number.isSafeInteger(REQUESTS) || REQUESTS < 1) {
  throw new Error('FUZZ_SEED and FUZZ_REQUESTS must be whole numbers (FUZZ_REQUESTS at least 1)');
}

/** Limits high enough that the fuzzer reaches the code behind them (429 is checked elsewhere). */
const FUZZ_ENV: Record<string, string> = {
  ...RELAXED_AUTH_LIMITS,
  RATE_LIMIT_CV_UPLOAD_PER_USER: '100000',
  RATE_LIMIT_COMPANY_IMAGE_UPLOAD_PER_USER: '100000',
  RATE_LIMIT_CV_REVIEW_PER_USER: '100000',
  // Google sign-in configured, so its route validates instead of answering 503 "not set up";
  // the keys URL is a closed local port, never the network.
  GOOGLE_CLIENT_ID: 'fuzz-client.apps.googleusercontent.com',
  GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks',
};

let t: TestApp;
// Orders open payments at a gateway: the simulator stands in for it, so valid orders succeed.
let simulator: SimulatorProcess;
let report: FuzzReport | undefined;

beforeAll(async () => {
  simulator = await startSimulatorProcess({});
  t = await createTestApp({
    env: {
      ...paymentsEnv(simulator.url, 9),
      ...FUZZ_ENV,
      RATE_LIMIT_PAYMENT_ORDER_PER_USER: '100000',
    },
  });
  await seedDemoData(t.database);
  await t.app.ready();
});

afterAll(async () => {
  // Straight to stdout, so the one line reaches the CI log as it is, on passing runs too.
  if (report) process.stdout.write(`\n${summaryLine(report)}\n`);
  await t?.close();
  await simulator?.close();
});

it(
  'answers every fuzzed request below 500, in the envelope, echoing nothing',
  { timeout: 300_000 },
  async () => {
    const operations = listOperations(t.app.swagger() as OpenApiDocument);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain(
      'POST /v1/job-portal/me/student/cv',
    );
    const signedIn = SIGNED_IN_ROLES.map((role) => signedInIdentity(t.app, t.database.db, role));
    const samples = await collectSamples(
      t.app,
      signedIn.find((identity) => identity.name === 'student'),
    );
    report = await runFuzz({
      app: t.app,
      operations,
      identities: [guestIdentity, ...signedIn],
      seed: SEED,
      requests: REQUESTS,
      samples,
    });
    const failures = failureLines(report);
    if (failures.length > 0) {
      process.stdout.write(
        `\nfuzz failures, one line per kind:\n${failures.join('\n')}\n` +
          `repeat with FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS}\n`,
      );
    }
    expect(failures, summaryLine(report)).toEqual([]);
  },
);
