// One place where every failure becomes the error envelope of ARCHITECTURE.md. No stack traces leave.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { CONNECTION_RETRY_AFTER_SECONDS, isConnectionFailure } from './connection-errors';
import { AppError, labelForStatus, originalMessage, type ErrorDetail } from './errors';
import { fieldMessage, platformMessage, type PlatformMessageId } from './error-messages';
import { requestLocale } from './locale';

type Envelope = {
  statusCode: number;
  label: string;
  messageId: string;
  /**
   * The text in the person's language; `send` moves it to `localizedMessage` where the
   * original API's clients expect a fixed `message` (errors.ts, originalMessage).
   */
  message: string;
  details?: ErrorDetail[];
  /** Seconds to wait before trying again: the Retry-After header, repeated for clients. */
  retryAfter?: number;
};

export function send(reply: FastifyReply, envelope: Envelope) {
  const message = originalMessage(envelope.statusCode, envelope.messageId, envelope.message);
  // The person's text gets a field of its own where `message` is the original's fixed text.
  const body =
    message === envelope.message
      ? envelope
      : { ...envelope, message, localizedMessage: envelope.message };
  const retryAfter = Number(reply.getHeader('retry-after'));
  const withRetry = Number.isInteger(retryAfter) && retryAfter > 0 ? { ...body, retryAfter } : body;
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(withRetry);
}

export function platformEnvelope(
  request: FastifyRequest,
  statusCode: number,
  messageId: PlatformMessageId,
  details?: ErrorDetail[],
): Envelope {
  return {
    statusCode,
    label: labelForStatus(statusCode),
    messageId,
    message: platformMessage(messageId, requestLocale(request)),
    ...(details ? { details } : {}),
  };
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route or hook runs. Its
 * default bodies quote the URL back; these answers never do.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // A path segment longer than any the API accepts: an address that does not exist.
    return send(reply, platformEnvelope(request, 404, 'ROUTE_NOT_FOUND'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = fieldMessage(
      { code: 'custom', message: 'badUrlEncoding' },
      requestLocale(request),
    );
    return send(reply, platformEnvelope(request, 400, 'BAD_REQUEST', [{ field: 'url', message }]));
  }
  request.log.error({ err: error }, 'framework error');
  return send(reply, platformEnvelope(request, 500, 'UNKNOWN_ERROR'));
}

export const errorPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);

    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, {
        statusCode: error.statusCode,
        label: labelForStatus(error.statusCode),
        messageId: error.messageId,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => {
        const where = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
        const params = v.params as { minimum?: unknown; maximum?: unknown };
        const issue = { code: v.keyword, message: v.message ?? '', ...params };
        return {
          field: where || error.validationContext || 'request',
          message: fieldMessage(issue, locale),
        };
      });
      return send(reply, platformEnvelope(request, 400, 'VALIDATION_ERROR', details));
    }

    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return send(reply, platformEnvelope(request, 500, 'UNKNOWN_ERROR'));
    }

    if (isConnectionFailure(error)) {
      // The database (or another server we need) is unreachable for a moment: not our bug, and
      // the same request will work once it is back. One short line per request, no stack.
      request.log.warn({ reason: error.message }, 'dependency unreachable: answering 503');
      void reply.header('retry-after', String(CONNECTION_RETRY_AFTER_SECONDS));
      return send(reply, platformEnvelope(request, 503, 'SERVICE_UNAVAILABLE'));
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, platformEnvelope(request, 429, 'RATE_LIMITED'));
    }
    if (status === 413) return send(reply, platformEnvelope(request, 413, 'PAYLOAD_TOO_LARGE'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, ...): say what, never how.
      return send(reply, {
        ...platformEnvelope(request, status, 'BAD_REQUEST'),
        ...(error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? {
              details: [
                { field: 'body', message: locale === 'en' ? 'Invalid JSON.' : 'JSON tidak valid.' },
              ],
            }
          : {}),
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, platformEnvelope(request, 500, 'UNKNOWN_ERROR'));
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, platformEnvelope(request, 404, 'ROUTE_NOT_FOUND')),
  );
});
