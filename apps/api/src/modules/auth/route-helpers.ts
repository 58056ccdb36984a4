// Small pieces the accounts routes share.
import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './auth.deps';

export const bearerSecurity = [{ bearerAuth: [] }];

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent : null, ip: request.ip };
}

export function bodyEmail(request: FastifyRequest): unknown {
  return (request.body as { email?: unknown } | undefined)?.email;
}
