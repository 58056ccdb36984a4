// Per-route limits on top of the general per-IP limit: sign-up and code routes are limited per
// account (email) and per IP, on the same store as the general limit (Redis when configured, so
// every instance counts together; memory otherwise). Sign-in counts failures instead
// (modules/auth/sign-in-throttle.ts).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { platformMessage } from './error-messages';
import { requestLocale } from './locale';

export type RateLimitRule = {
  /** Unique per rule: counts of different rules never mix. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted; undefined = this rule does not apply to the request. */
  key(request: FastifyRequest): string | undefined;
};

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** 429 RATE_LIMITED, with Retry-After set on the reply: throw it. */
export function rateLimitedError(
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterSeconds: number,
): AppError {
  void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new AppError(
    'RATE_LIMITED',
    platformMessage('RATE_LIMITED', requestLocale(request)),
    undefined,
    429,
  );
}

/** A preHandler (the body is parsed by then) that answers 429 RATE_LIMITED with Retry-After. */
export function rateLimitBy(app: FastifyInstance, rule: RateLimitRule): Hook {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
  });
  return async (request, reply) => {
    if (rule.key(request) === undefined) return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw rateLimitedError(request, reply, result.ttlInSeconds);
  };
}

/** Emails are counted by a digest: the limit store never holds addresses. */
export function emailRateKey(email: unknown): string | undefined {
  if (typeof email !== 'string' || email.length === 0) return undefined;
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/** Limits per account (an email field of the body) and per IP, as two preHandlers. */
export function limitPerEmailAndIp(
  app: FastifyInstance,
  name: string,
  limit: { perEmail: number; perIp: number; windowMs: number },
  emailOf: (request: FastifyRequest) => unknown,
): Hook[] {
  return [
    rateLimitBy(app, {
      name: `${name}:ip`,
      max: limit.perIp,
      windowMs: limit.windowMs,
      key: (request) => request.ip,
    }),
    rateLimitBy(app, {
      name: `${name}:email`,
      max: limit.perEmail,
      windowMs: limit.windowMs,
      key: (request) => emailRateKey(emailOf(request)),
    }),
  ];
}
