// Runs a bounded, seeded stream of fuzzed requests through app.inject and checks every answer.
// Request i is built from its own seed (derived from the run's seed and i), so what was sent is
// the same for the same seed and operations, whatever the answers were.
import type { FastifyInstance } from 'fastify';
import { createRng, deriveSeed } from '../../../seed/random';
import { checkAnswer, type Problem } from './answer-checks';
import { buildFuzzRequest } from './fuzz-requests';
import { createMarker, type Marker } from './malformed-values';
import type { Operation } from './openapi-operations';
import type { Samples } from './schema-values';

/** Who sends the requests: a guest, or a signed-in user of some role. */
export type FuzzIdentity = {
  name: string;
  signedIn: boolean;
  headers(): Promise<Record<string, string>>;
  /** The session stopped working (the fuzzer signed out, or deleted the account): renew it. */
  forget(): void;
};

export type FuzzFailure = {
  index: number;
  identity: string;
  operation: string;
  method: string;
  url: string;
  kind: string;
  describe: string;
  status: number;
  messageId: string | undefined;
  problems: (Problem | 'request could not be sent')[];
};

export type FuzzReport = {
  seed: number;
  operations: number;
  requests: number;
  identities: string[];
  serverErrors: number;
  failures: FuzzFailure[];
  elapsedMs: number;
};

export type FuzzOptions = {
  app: FastifyInstance;
  operations: readonly Operation[];
  identities: readonly FuzzIdentity[];
  seed: number;
  requests: number;
  samples?: Samples;
};

function messageIdOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { messageId?: unknown };
    return typeof parsed.messageId === 'string' ? parsed.messageId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Identities take turns on each operation. A guest meets the sign-in check first on routes that
 * need a token, so there it takes one turn in four and the signed-in identities the rest.
 */
function identityFor(op: Operation, round: number, identities: readonly FuzzIdentity[]) {
  const signedIn = identities.filter((identity) => identity.signedIn);
  if (!op.requiresSignIn || signedIn.length === 0 || signedIn.length === identities.length) {
    return identities[round % identities.length]!;
  }
  const guests = identities.filter((identity) => !identity.signedIn);
  return round % 4 === 0
    ? guests[(round / 4) % guests.length]!
    : signedIn[(round - Math.ceil(round / 4)) % signedIn.length]!;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { app, operations, identities, seed } = options;
  if (operations.length === 0 || identities.length === 0) {
    throw new Error('nothing to fuzz: no operations or no identities');
  }
  const started = performance.now();
  const marker: Marker = createMarker(createRng(seed));
  const failures: FuzzFailure[] = [];
  let serverErrors = 0;
  for (let index = 0; index < options.requests; index++) {
    const op = operations[index % operations.length]!;
    const identity = identityFor(op, Math.floor(index / operations.length), identities);
    const rng = createRng(deriveSeed(seed, index));
    const request = buildFuzzRequest(op, { rng, marker, samples: options.samples ?? {} });
    const failure = (status: number, body: string, problems: FuzzFailure['problems']) => ({
      index,
      identity: identity.name,
      operation: `${op.method} ${op.path}`,
      method: request.method,
      url: request.url,
      kind: request.kind,
      describe: request.describe,
      status,
      messageId: messageIdOf(body),
      problems,
    });
    let answer;
    try {
      answer = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...(await identity.headers()), ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
    } catch (error) {
      failures.push(failure(0, String(error), ['request could not be sent']));
      continue;
    }
    if (answer.statusCode === 401) identity.forget();
    if (answer.statusCode >= 500) serverErrors += 1;
    const problems = checkAnswer(answer, marker, request.method);
    if (problems.length > 0) failures.push(failure(answer.statusCode, answer.body, problems));
  }
  return {
    seed,
    operations: operations.length,
    requests: options.requests,
    identities: identities.map((i) => i.name),
    serverErrors,
    failures,
    elapsedMs: performance.now() - started,
  };
}

const count = (n: number) => n.toLocaleString('en-US');

/** The one line for the CI log. */
export function summaryLine(report: FuzzReport): string {
  return (
    `fuzz: ${count(report.operations)} operations, ${count(report.requests)} requests as ` +
    `${report.identities.join(' and ')}, ${count(report.serverErrors)} answers >= 500, ` +
    `${count(report.failures.length)} failing answers, seed ${report.seed}, ` +
    `${(report.elapsedMs / 1000).toFixed(1)} s`
  );
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 3)}...` : text;

/** One line per distinct failure (problem, operation, kind), with its first example. */
export function failureLines(report: FuzzReport): string[] {
  const groups = new Map<string, { first: FuzzFailure; count: number }>();
  for (const f of report.failures) {
    const key = `${f.problems.join(', ')} | ${f.operation} | ${f.kind}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { first: f, count: 1 });
  }
  return [...groups.entries()].map(
    ([key, { first: f, count: n }]) =>
      `${key} | ${n}x, e.g. #${f.index} as ${f.identity}: ${f.method} ${clip(f.url, 140)} ` +
      `[${clip(f.describe, 100)}] -> ${f.status} ${f.messageId ?? ''}`.trimEnd(),
  );
}
